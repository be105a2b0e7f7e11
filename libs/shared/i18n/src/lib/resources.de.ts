import common from '../locales/de/common.json';
import controls from '../locales/de/controls.json';
import errors from '../locales/de/errors.json';
import forms from '../locales/de/forms.json';
import media from '../locales/de/media.json';
import ui from '../locales/de/ui.json';
import validation from '../locales/de/validation.json';

/** The shared namespaces in `de`: a chunk of their own, loaded by pages in de (or falling back to it). */
export const texts = { common, ui, controls, media, forms, validation, errors };
