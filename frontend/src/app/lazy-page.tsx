import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first visit from its module's named export (the app's modules export by name).
 * Offline, a screen never opened before has no code on the device: it says so instead of failing
 * (that notice is part of the shell the service worker keeps).
 */
export const lazyPage = <Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) =>
  lazy(async (): Promise<{ default: ComponentType }> => {
    try {
      return { default: (await load())[name] };
    } catch {
      return { default: (await import('../features/pwa/components/screen-unavailable.tsx')).ScreenUnavailable };
    }
  });
