import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { HashRouter } from 'react-router-dom';
import { loadMotionFeatures, Providers } from './Providers';
import { UpdatePrompt } from './pwa';
import { afterFirstScreen, firstScreen } from './routing/firstScreen';
import { NavigationBridge } from './routing/NavigationBridge';
import { AppEffects } from './shell/AppEffects';
import { AppRoutes } from './shell/AppRoutes';
import { RealtimeBridge } from '@/realtime/RealtimeBridge';

type Store = ReturnType<typeof createStore>;

/** The socket client loads once the first screen is up (it shows the REST snapshot meanwhile). */
const socketAfter = afterFirstScreen();
/** The animation features too: the first page appears without a transition, so nothing animates before. */
const motionAfterFirstScreen = () => firstScreen.then(loadMotionFeatures);

export function App({ store, queryClient }: { store: Store; queryClient: QueryClient }) {
  return (
    <Providers store={store} queryClient={queryClient} motionFeatures={motionAfterFirstScreen}>
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
