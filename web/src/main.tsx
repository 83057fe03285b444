import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './lib/i18n';
import { applyDocumentLang, parseLocalePath, storeLang } from './lib/locale';
import { requestSignIn } from './lib/sign-in';
import { startSession } from './lib/user';
import './styles.css';

async function start(): Promise<void> {
  const locale = parseLocalePath(location.pathname);
  if (locale.redirect !== undefined && locale.redirect !== location.pathname) {
    location.replace(`${locale.redirect}${location.search}${location.hash}`);
    return;
  }
  // The language in the URL wins; remember it so the `Language` header follows the page.
  storeLang(locale.lang);
  applyDocumentLang(locale.lang);
  await initI18n(locale.lang);
  // Before the first render, so the header starts from the cached login data; a 401 later opens sign-in.
  startSession(() => requestSignIn());

  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App basename={locale.basename} />
    </StrictMode>,
  );
}

void start();
