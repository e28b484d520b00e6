// Every drawing the demo's illustrations can show, by name. A name says what
// the picture depicts (a humanoid, books, a scan), not which section uses it:
// dataset/articleArt.ts decides which motifs illustrate which articles, and
// each language describes each motif once (artAlt in siteTexts/).
import type { Motif } from './scene.ts';
import { chip, conversation, frames, leaderboard, orbits, skyline } from './techMotifs.ts';
import { colleagues, institution, padlock, pulse, road, robotArm } from './worldMotifs.ts';
import { car, gears, humanoid, laptop, mapRoute, serverRack } from './machineMotifs.ts';
import { books, document, lens, neuralNet, scan } from './knowledgeMotifs.ts';
import { coins, globe, scales } from './civicMotifs.ts';

export const MOTIFS = {
  conversation,
  frames,
  orbits,
  leaderboard,
  skyline,
  chip,
  institution,
  padlock,
  'robot-arm': robotArm,
  road,
  colleagues,
  pulse,
  humanoid,
  car,
  'map-route': mapRoute,
  gears,
  'server-rack': serverRack,
  laptop,
  books,
  document,
  'neural-net': neuralNet,
  scan,
  lens,
  globe,
  scales,
  coins,
} as const satisfies Readonly<Record<string, Motif>>;

export type ArtMotif = keyof typeof MOTIFS;
