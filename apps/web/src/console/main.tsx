import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createConsoleRouter } from './app/console-router.tsx';
import { consoleLang } from './lib/console-lang.ts';
import './ui/console.css';

document.documentElement.lang = consoleLang();
const container = document.getElementById('root');
if (!container) throw new Error('#root missing in betrieb.html');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createConsoleRouter()} />
  </StrictMode>,
);
