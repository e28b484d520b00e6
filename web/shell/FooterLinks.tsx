import type { ShellView } from '../../src/use-cases/loadShell.ts';
import { urls } from '../../src/domain/urls.ts';
import { translator } from '../i18n/useShell.ts';

/**
 * The footer's content: the newsroom's social profiles, legal links with its contact address in the
 * language, and its registration line; each of the three only when configured (docs/decisions/0026).
 */
export const FooterLinks = ({ shell }: { shell: ShellView }) => {
  const t = translator(shell.translations);
  return (
    <div className="site-footer__inner">
      <a href={urls.logo(shell.lang)} className="site-footer__brand">{t('brand')}</a>
      {shell.socialProfiles.length > 0 ? (
        <nav aria-label={t('socialLinks')} className="site-footer__social">
          <ul>
            {shell.socialProfiles.map((s) => (
              <li key={s.href}><a href={s.href} rel="noopener" target="_blank">{s.name}</a></li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav aria-label={t('legalLinks')} className="site-footer__legal">
        <ul>
          <li><a href={shell.legal.about}>{t('about')}</a></li>
          <li><a href={shell.legal.conditions}>{t('terms')}</a></li>
          <li><a href={shell.legal.privacy}>{t('privacyPolicy')}</a></li>
          <li><a href={shell.legal.cookies}>{t('cookiePolicy')}</a></li>
          {shell.legal.contact ? <li><a href={shell.legal.contact}>{t('contact')}</a></li> : null}
        </ul>
      </nav>
      {shell.companyLine ? <p className="site-footer__company">{shell.companyLine}</p> : null}
    </div>
  );
};
