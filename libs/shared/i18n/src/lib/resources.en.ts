import common from '../locales/en/common.json';
import controls from '../locales/en/controls.json';
import errors from '../locales/en/errors.json';
import forms from '../locales/en/forms.json';
import media from '../locales/en/media.json';
import ui from '../locales/en/ui.json';
import validation from '../locales/en/validation.json';

/** The shared namespaces in `en`: a chunk of their own, loaded by pages in en (or falling back to it: de). */
export const texts = { common, ui, controls, media, forms, validation, errors };
