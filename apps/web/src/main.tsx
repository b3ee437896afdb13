import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.tsx';
import { applyTheme } from './app/theme/apply-theme.ts';
import { setLanguage, visitLanguageOf } from './i18n/i18n.ts';
import { getBootConfig } from './lib/boot-config.ts';
import { getBootData } from './lib/boot-data.ts';
import { isFramed } from './lib/is-framed.ts';
import { capturePreviewToken } from './lib/preview-token.ts';
import { otherRoutes, routeModule } from './routes/route-modules.ts';
import './styles/base.css';
import './styles/layout.css';
import './styles/forms.css';
import './styles/start-page.css';

// The server's boot config already knows the brand: colours and language apply before the tenant
// configuration arrives, so the first paint is not unbranded.
const boot = getBootConfig();
applyTheme(boot.theme);
// A console preview hands its token in the fragment: kept for this tab, taken out of the address.
capturePreviewToken();
// In a host page's frame (the widget) the frame takes the content's height: layout that follows
// the viewport's height would hold the frame at its own size (styles/layout.css).
document.documentElement.classList.toggle('framed', isFramed());
void setLanguage(boot.language ?? 'de');

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');
const router = createAppRouter(routeModule, otherRoutes);
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
// Where the server wrote a first screen into #root (spa/start-shell.ts, spa/category-shell.ts), it stays
// until the first navigation is ready, and the page then replaces it in one commit: no loading
// state painted between the two. It goes at once where it would mislead or is not shown: in
// another language than this visit's, or hidden (from 1024 px); the boot fallback then shows.
const shell = container.firstElementChild;
const visitLanguage = visitLanguageOf(window.location.search, boot.language).language;
if (shell && (visitLanguage !== getBootData()?.Language || getComputedStyle(shell).display === 'none'))
  container.replaceChildren();
if (!container.firstElementChild || router.state.initialized) render();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}
