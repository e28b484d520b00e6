// The colour schemes of the demo's illustrations. A graphics desk does not
// paint every story in the brand's pink: each post gets one of these, so cards
// side by side differ in colour as well as in drawing. Dark and light grounds
// both appear, and every scheme keeps its motif readable on its ground.
import type { Rgb } from './rgbCanvas.ts';

export interface Palette {
  /** The background runs from the first colour to the second. */
  readonly ground: readonly [Rgb, Rgb];
  /** The motif's main colour. */
  readonly ink: Rgb;
  /** Smaller marks: dots, highlights, a second shape. */
  readonly accents: readonly [Rgb, Rgb, Rgb];
  /** Thin strokes and outlines. */
  readonly line: Rgb;
  /** The soft light behind the motif. */
  readonly glow: Rgb;
}

const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
};

const palette = (ground: [string, string], ink: string, accents: [string, string, string], line: string, glow: string): Palette => ({
  ground: [hex(ground[0]), hex(ground[1])],
  ink: hex(ink),
  accents: [hex(accents[0]), hex(accents[1]), hex(accents[2])],
  line: hex(line),
  glow: hex(glow),
});

export const PALETTES: readonly Palette[] = [
  // The newsroom's own: brand pink on plum.
  palette(['#2a0a3d', '#14081f'], '#e8057a', ['#ff7eb9', '#ffb347', '#ffd6e8'], '#fff5fa', '#ff7eb9'),
  // Midnight blue with cyan and coral.
  palette(['#0b1d3a', '#1e3a6e'], '#4cc9f0', ['#f72585', '#ffd166', '#e0fbfc'], '#e0fbfc', '#4cc9f0'),
  // Deep teal with mustard and orange.
  palette(['#073b3a', '#0b6e4f'], '#f4d35e', ['#ee964b', '#e9f5db', '#f95738'], '#e9f5db', '#08a045'),
  // Sand: a light ground with terracotta and ink blue.
  palette(['#f6ede1', '#e8cfb0'], '#c8553d', ['#2d3047', '#588b8b', '#f28f3b'], '#2d3047', '#ffd5c2'),
  // Forest and lime.
  palette(['#132a13', '#31572c'], '#ecf39e', ['#90a955', '#f4a259', '#ffffff'], '#ecf39e', '#90a955'),
  // Indigo and orange.
  palette(['#240046', '#5a189a'], '#ff9e00', ['#ff6d00', '#e0aaff', '#ffffff'], '#e0aaff', '#9d4edd'),
  // Slate with mint and red.
  palette(['#1f2933', '#3e4c59'], '#3ee0b0', ['#ef476f', '#ffd166', '#f5f7fa'], '#cbd2d9', '#3ee0b0'),
  // Paper: a light ground with navy and red.
  palette(['#fbf7f0', '#e9e2d4'], '#1d3557', ['#e63946', '#457b9d', '#a8dadc'], '#1d3557', '#a8dadc'),
  // Ocean blue with sky and sun yellow.
  palette(['#03256c', '#2541b2'], '#06bee1', ['#ffc857', '#ffffff', '#ff6b6b'], '#dbeafe', '#1768ac'),
  // Crimson dusk with peach.
  palette(['#3d0c11', '#7a1e2c'], '#ffb4a2', ['#f4a261', '#fff1e6', '#e76f51'], '#fff1e6', '#e76f51'),
  // Mint: a light ground with deep green and violet.
  palette(['#e8f6ef', '#b8e0d2'], '#205072', ['#7b2cbf', '#f15bb5', '#329d9c'], '#205072', '#ffffff'),
  // Charcoal and amber.
  palette(['#111111', '#2b2b2b'], '#ffb703', ['#fb8500', '#8ecae6', '#ffffff'], '#e5e5e5', '#fb8500'),
];
