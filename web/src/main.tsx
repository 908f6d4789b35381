// Entry point.
import './app/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/pages';
import { queryClient } from './app/query-client';
import { selfQueryOptions } from './features/session/api/get-self';
import { getToken } from './lib/session';

// Start the current screen's chunk and the session request now, in parallel, rather than one after the other.
const signedIn = Boolean(getToken('user'));
if (signedIn) void queryClient.prefetchQuery(selfQueryOptions());
preloadPage(window.location.pathname, signedIn ? queryClient : null);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
