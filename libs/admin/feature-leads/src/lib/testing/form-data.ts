/**
 * The test environment lends Node's FormData (tools/jest/jsdom-environment.cjs), which cannot read
 * a jsdom form. React builds one when a form's submit starts a transition (a router navigation
 * from `onSubmit`, as the inbox's filters do): here it gets the form's named fields by hand.
 */
const NodeFormData = globalThis.FormData;

class FormDataOfForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name || element.disabled) continue;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
      this.append(element.name, element.value);
    }
  }
}

globalThis.FormData = FormDataOfForm as typeof FormData;
