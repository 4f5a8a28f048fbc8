import { i18n } from './i18n.ts';

/**
 * For component tests: the same i18next instance the app uses, in English, so screens render the
 * spec's texts. Import it before rendering.
 */
await i18n.changeLanguage('en');

export { i18n };
