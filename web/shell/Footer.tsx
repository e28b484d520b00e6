import type { ShellView } from '../../src/use-cases/loadShell.ts';
import { PAGE_END_ID } from '../document/DocumentContext.ts';
import { HydrateWhen } from '../components/HydrateWhen.tsx';
import { FooterLinks } from './FooterLinks.tsx';

/** The page's footer (links only: nothing loads from them). */
export const Footer = ({ shell }: { shell: ShellView }) => (
  <footer id={PAGE_END_ID} className="site-footer">
    {/* Links only, at the end of the page: it hydrates once it comes near the viewport. */}
    <HydrateWhen when="visible">
      <FooterLinks shell={shell} />
    </HydrateWhen>
  </footer>
);
