import { useRouteLoaderData } from 'react-router-dom';
import type { ShellView } from '../../src/use-cases/loadShell.ts';
import type { ScreenOutcome } from '../../src/use-cases/screen.ts';

/** The language frame loaded by the `shell` route, or undefined when it failed. */
export const useShell = (): ShellView | undefined => {
  const outcome = useRouteLoaderData('shell') as ScreenOutcome<ShellView> | undefined;
  return outcome?.kind === 'view' ? outcome.view : undefined;
};

export type Translate = (key: string, vars?: Readonly<Record<string, string | number>>) => string;

/** Looks a UI text up by key and fills `{name}` placeholders; a missing key shows itself. */
export const translator =
  (texts: Readonly<Record<string, string>>): Translate =>
  (key, vars) => {
    const text = texts[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole)) : text;
  };

export const useT = (): Translate => translator(useShell()?.translations ?? {});
