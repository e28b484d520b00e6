import { Link } from 'react-router-dom';
import { urls } from '../../src/domain/urls.ts';
import type { ShellView } from '../../src/use-cases/loadShell.ts';
import { translator } from '../i18n/useShell.ts';

export const Footer = ({ shell }: { shell: ShellView }) => {
  const t = translator(shell.translations);
  return (
    <footer className="site-footer">
      <nav aria-label={t('legalLinks')}>
        <ul>
          <li><Link to={urls.about(shell.lang)}>{t('about')}</Link></li>
          <li><Link to={urls.terms(shell.lang)}>{t('terms')}</Link></li>
        </ul>
      </nav>
      <p className="site-footer__company">{t('companyLine')}</p>
    </footer>
  );
};
