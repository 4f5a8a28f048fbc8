import { i18n, loadEveryNamespace } from './i18n.ts';

/**
 * For component tests: the same i18next instance the app uses, in English, so screens render the
 * spec's texts. Import it before rendering.
 */
await i18n.changeLanguage('en');
await loadEveryNamespace();

export { i18n };
