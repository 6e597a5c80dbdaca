/**
 * Multi-step forms: `{ "steps": [{ "title": "You", "fields": [...] }, …] }`. The fields are read as
 * one list (names unique across steps, conditions may cross steps) with the step each is on. Next
 * validates the current step only, Back keeps every value, the draft remembers the step, the last
 * step sends everything.
 */
export function readSteps(source: Record<string, unknown>, fail: (msg: string) => never) {
  if (source.fields !== undefined) fail('the definition has both "fields" and "steps": put the fields inside the steps.');
  const steps = source.steps;
  if (!Array.isArray(steps) || !steps.length) fail('"steps" must be a non-empty array of {"title": …, "fields": […]}.');
  const list: unknown[] = [];
  const stepOf: number[] = [];
  const where: string[] = [];
  const titles = (steps as unknown[]).map((raw, index) => {
    const st = raw as Record<string, unknown> | null;
    if (!st || typeof st !== 'object' || typeof st.title !== 'string' || !st.title.trim())
      fail(`steps[${index}] needs a "title" (shown in the step indicator and as the step's heading).`);
    if (!Array.isArray(st!.fields) || !st!.fields.length) fail(`steps[${index}] ${JSON.stringify(st!.title)} needs a non-empty "fields" array.`);
    for (const key of Object.keys(st!)) if (key !== 'title' && key !== 'fields') fail(`steps[${index}]: unknown property ${JSON.stringify(key)}.`);
    (st!.fields as unknown[]).forEach((field, fieldIndex) => {
      list.push(field);
      stepOf.push(index);
      where.push(`steps[${index}].fields[${fieldIndex}]`);
    });
    return (st!.title as string).trim();
  });
  return { list, stepOf, where, titles };
}
