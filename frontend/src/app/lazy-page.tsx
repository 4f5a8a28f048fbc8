import { lazy, type ComponentType } from 'react';

/** A screen loaded on first visit from its module's named export (the app's modules export by name). */
export const lazyPage = <Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) => lazy(async () => ({ default: (await load())[name] }));
