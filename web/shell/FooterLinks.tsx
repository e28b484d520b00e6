import type { ShellView } from '../../src/use-cases/loadShell.ts';
import { urls } from '../../src/domain/urls.ts';
import { translator } from '../i18n/useShell.ts';
import { SOCIAL_PROFILES } from '../../src/domain/socialProfiles.ts';

/** The footer's content: the newsroom's social profiles and legal links, with its contact address in the language. */
export const FooterLinks = ({ shell }: { shell: ShellView }) => {
  const t = translator(shell.translations);
  return (
    <div className="site-footer__inner">
      <a href={urls.logo(shell.lang)} className="site-footer__brand">{t('brand')}</a>
      <nav aria-label={t('socialLinks')} className="site-footer__social">
        <ul>
          {SOCIAL_PROFILES.map((s) => (
            <li key={s.name}><a href={s.href} rel="noopener" target="_blank">{s.name}</a></li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('legalLinks')} className="site-footer__legal">
        <ul>
          <li><a href={shell.legal.about}>{t('about')}</a></li>
          <li><a href={shell.legal.conditions}>{t('terms')}</a></li>
          <li><a href={shell.legal.privacy}>{t('privacyPolicy')}</a></li>
          <li><a href={shell.legal.cookies}>{t('cookiePolicy')}</a></li>
          <li><a href={shell.legal.contact}>{t('contact')}</a></li>
        </ul>
      </nav>
      <p className="site-footer__company">{t('companyLine')}</p>
    </div>
  );
};
