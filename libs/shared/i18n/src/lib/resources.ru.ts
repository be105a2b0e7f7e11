import common from '../locales/ru/common.json';
import controls from '../locales/ru/controls.json';
import errors from '../locales/ru/errors.json';
import forms from '../locales/ru/forms.json';
import media from '../locales/ru/media.json';
import ui from '../locales/ru/ui.json';
import validation from '../locales/ru/validation.json';

/** The shared namespaces in `ru`: a chunk of their own, loaded by pages in ru (or falling back to it). */
export const texts = { common, ui, controls, media, forms, validation, errors };
