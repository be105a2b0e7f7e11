import common from '../locales/kz/common.json';
import controls from '../locales/kz/controls.json';
import errors from '../locales/kz/errors.json';
import forms from '../locales/kz/forms.json';
import media from '../locales/kz/media.json';
import ui from '../locales/kz/ui.json';
import validation from '../locales/kz/validation.json';

/** The shared namespaces in `kz`: a chunk of their own, loaded by pages in kz (or falling back to it). */
export const texts = { common, ui, controls, media, forms, validation, errors };
