import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { HashRouter } from 'react-router-dom';
import { Providers } from './Providers';
import { UpdatePrompt } from './pwa';
import { afterFirstScreen } from './routing/firstScreen';
import { NavigationBridge } from './routing/NavigationBridge';
import { AppEffects } from './shell/AppEffects';
import { AppRoutes } from './shell/AppRoutes';
import { RealtimeBridge } from '@/realtime/RealtimeBridge';

type Store = ReturnType<typeof createStore>;

/** The socket client loads once the first screen is up (it shows the REST snapshot meanwhile). */
const socketAfter = afterFirstScreen();

export function App({ store, queryClient }: { store: Store; queryClient: QueryClient }) {
  return (
    <Providers store={store} queryClient={queryClient}>
      <HashRouter>
        <NavigationBridge />
        <RealtimeBridge connectAfter={socketAfter} />
        <AppEffects />
        <AppRoutes />
        <UpdatePrompt />
      </HashRouter>
    </Providers>
  );
}
