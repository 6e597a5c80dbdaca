import { describe, expect, it } from 'vitest';
import { initialValues, parseDefinition, payloadOf } from './definition';

const err = (def: unknown) => parseDefinition(def).error;

describe('parseDefinition', () => {
  it("straightens a CMS's typographic quotes only when the JSON then parses", () => {
    // wptexturize's output (test/fixtures/cms/wordpress/form-script.kses.html), its entities decoded.
    const curled = '{ “fields”: [ { “name”: “message”, “type”: “textarea”, “placeholder”: “Don’t be shy”, “value”: “10″ } ] }';
    const parsed = parseDefinition(curled);
    expect(parsed.error).toBeUndefined();
    expect(parsed.fields[0]).toMatchObject({ name: 'message', placeholder: 'Don’t be shy', value: '10' });
    // Valid JSON with curly quotes inside its strings is left alone.
    expect(parseDefinition('[{ "name": "q", "label": "Say “hi”" }]').fields[0]!.label).toBe('Say “hi”');
    // Broken either way: the JSON error, not a guess.
    expect(parseDefinition('{ “fields”: [ { “name”: “q” ').error).toMatch(/not valid JSON/);
  });

  it('reads the issue example, from text or value, array or {fields}', () => {
    const def = {
      fields: [
        { name: 'email', type: 'email', label: 'Email', required: true },
        { name: 'topic', type: 'select', label: 'Topic', options: ['Sales', 'Support'] },
        { name: 'message', type: 'textarea', label: 'Message', required: true, minLength: 20, maxLength: 2000 },
        { name: 'consent', type: 'checkbox', label: 'I agree to the privacy policy', required: true },
      ],
    };
    const fromJson = parseDefinition(JSON.stringify(def));
    const fromArray = parseDefinition(def.fields);
    expect(fromJson.error).toBeUndefined();
    expect(fromJson.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['email', 'email', true],
      ['topic', 'select', false],
      ['message', 'textarea', true],
      ['consent', 'checkbox', true],
    ]);
    expect(fromArray.fields).toEqual(fromJson.fields);
    expect(fromJson.fields[0]!.autocomplete).toBe('email');
    expect(fromJson.fields[1]!.options).toEqual([
      { value: 'Sales', label: 'Sales' },
      { value: 'Support', label: 'Support' },
    ]);
    expect(initialValues(fromJson.fields)).toEqual({ k0: '', k1: '', k2: '', k3: false });
  });

  it('every field gets an initial value (checkbox groups [], consent false, defaults kept)', () => {
    const { fields } = parseDefinition([
      { name: 'tags', type: 'checkbox-group', options: ['a', 'b'], value: ['b'] },
      { name: 'ok', type: 'consent' },
      { name: 'src', type: 'hidden', value: 'landing' },
      { name: 'age', type: 'number' },
    ]);
    expect(initialValues(fields)).toEqual({ k0: ['b'], k1: false, k2: 'landing', k3: '' });
    expect(payloadOf(fields, { k0: ['a'], k1: true, k2: 'landing', k3: '42' })).toEqual({ tags: ['a'], ok: true, src: 'landing', age: 42 });
    expect(payloadOf(fields, { k0: [], k1: false, k2: 'x', k3: '' }).age).toBeNull();
  });

  it.each([
    ['not JSON', '{"fields": [', /not valid JSON/],
    ['not an array', { fields: 3 }, /must be an array of fields/],
    ['empty', [], /has no fields/],
    ['a field that is not an object', ['email'], /fields\[0\]: must be an object/],
    ['missing name', [{ label: 'Email' }], /fields\[0\]: is missing a "name"/],
    ['unknown type', [{ name: 'c', type: 'colour' }], /fields\[0\] "c": unknown type "colour" \(use one of: text, /],
    ['file size', [{ name: 'cv', type: 'file', maxSize: 'lots' }], /"cv": "maxSize" must be a size like "5MB"/],
    ['file value', [{ name: 'cv', type: 'file', value: 'a.pdf' }], /"cv": a file field cannot have a "value"/],
    ['showIf unknown field', [{ name: 'a' }, { name: 'b', showIf: { field: 'zz', equals: 'x' } }], /fields\[1\] "b": "showIf" names the field "zz"/],
    ['showIf two tests', [{ name: 'a' }, { name: 'b', showIf: { field: 'a', equals: 'x', notEmpty: true } }], /exactly one of "equals", "in" or "notEmpty"/],
    ['steps and fields', { fields: [{ name: 'a' }], steps: [] }, /both "fields" and "steps"/],
    ['step without title', { steps: [{ fields: [{ name: 'a' }] }] }, /steps\[0\] needs a "title"/],
    ['field in a step', { steps: [{ title: 'One', fields: [{ name: 'a', type: 'nope' }] }] }, /steps\[0\]\.fields\[0\] "a": unknown type/],
    ['duplicate names', [{ name: 'a' }, { name: 'b' }, { name: 'a' }], /fields\[2\] "a": duplicate name \(also used by fields\[0\]\)/],
    ['options missing', [{ name: 'topic', type: 'radio' }], /"topic": a radio field needs a non-empty "options" array/],
    ['options on text', [{ name: 'x', options: ['a'] }], /"x": "options" does not apply to a text field/],
    ['duplicate option', [{ name: 's', type: 'select', options: ['a', 'a'] }], /"s": options\[1\]: duplicate value "a"/],
    ['bad pattern', [{ name: 'zip', pattern: '[0-9' }], /"zip": "pattern" is not a valid regular expression/],
    ['pattern on a checkbox', [{ name: 'c', type: 'checkbox', pattern: 'x' }], /"c": "pattern" applies to text-like fields only/],
    ['min > max', [{ name: 'age', type: 'number', min: 9, max: 1 }], /"age": min \(9\) is greater than max \(1\)/],
    ['minLength > maxLength', [{ name: 'm', minLength: 9, maxLength: 1 }], /"m": minLength \(9\) is greater than maxLength \(1\)/],
    ['negative length', [{ name: 'm', maxLength: -1 }], /"m": "maxLength" must be a whole number/],
    ['min on text', [{ name: 'm', min: 1 }], /"m": "min" applies to number and date fields only/],
    ['bad date', [{ name: 'd', type: 'date', min: '31/01/2025' }], /"d": "min" must be a date like "2025-01-31"/],
    ['date min > max', [{ name: 'd', type: 'date', min: '2025-02-01', max: '2025-01-01' }], /"d": min \(2025-02-01\) is greater than max/],
    ['minItems > options', [{ name: 't', type: 'checkbox-group', options: ['a'], maxItems: 2 }], /"t": maxItems \(2\) is more than the 1 options/],
    ['required not boolean', [{ name: 'r', required: 'yes' }], /"r": "required" must be true or false/],
    ['unknown property', [{ name: 'email', requird: true }], /"email": unknown property "requird"/],
    ['value not an option', [{ name: 's', type: 'select', options: ['a'], value: 'b' }], /"s": "value" "b" is not one of the options/],
    ['bad messages', [{ name: 's', messages: { required: 1 } }], /"s": "messages" must be an object of strings/],
  ])('%s → a message naming the field and the problem', (_, def, re) => {
    expect(err(def)).toMatch(re);
  });

  it('keys are case-insensitive, aliases work, labels default to the name', () => {
    const { fields, error } = parseDefinition([{ Name: 'first_name', MINLENGTH: 2, description: 'As on your ID', type: 'TEXT' }]);
    expect(error).toBeUndefined();
    expect(fields[0]).toMatchObject({ name: 'first_name', label: 'First name', minLength: 2, hint: 'As on your ID', autocomplete: 'given-name' });
  });

  it('anchors patterns like HTML (the whole value must match); passwords never go to drafts', () => {
    const { fields } = parseDefinition([
      { name: 'zip', pattern: '[0-9]{5}' },
      { name: 'pw', type: 'password', draft: true },
    ]);
    expect(fields[0]!.pattern!.test('12345')).toBe(true);
    expect(fields[0]!.pattern!.test('123456')).toBe(false);
    expect(fields[1]!.saveDraft).toBe(false);
  });
});
