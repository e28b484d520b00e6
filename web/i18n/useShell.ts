import { useRouteLoaderData } from 'react-router-dom';
import type { ShellView } from '../../src/use-cases/loadShell.ts';
import type { ScreenOutcome } from '../../src/use-cases/screen.ts';
import { text, type Texts } from '../../src/domain/translate.ts';

/** The language frame loaded by the `shell` route, or undefined when it failed. */
export const useShell = (): ShellView | undefined => {
  const outcome = useRouteLoaderData('shell') as ScreenOutcome<ShellView> | undefined;
  return outcome?.kind === 'view' ? outcome.view : undefined;
};

export type Translate = (key: string, vars?: Readonly<Record<string, string | number>>) => string;

/** Looks a UI text up by key and fills `{name}` placeholders; a missing key shows itself. */
export const translator =
  (texts: Texts): Translate =>
  (key, vars) =>
    text(texts, key, vars);

export const useT = (): Translate => translator(useShell()?.translations ?? {});
