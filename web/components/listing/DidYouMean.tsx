import { useT } from '../../i18n/useShell.ts';

/** "Did you mean {suggest}?" with the suggestion as a link to its search; the sentence is translated whole. */
export const DidYouMean = ({ suggestion }: { suggestion: { readonly text: string; readonly href: string } }) => {
  const t = useT();
  const marker = '\u0000';
  const [before = '', after = ''] = t('didYouMean', { suggest: marker }).split(marker);
  return (
    <p className="listing__did-you-mean" data-testid="did-you-mean">
      {before}
      <a href={suggestion.href}>{suggestion.text}</a>
      {after}
    </p>
  );
};
