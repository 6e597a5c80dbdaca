// Standalone scripts only (aliased in rollup.config.mjs): formik's `lodash-es/isPlainObject` (used when
// it prepares values for yup): an object made by {} / Object.create(null), as lodash decides it.
const fnString = Function.prototype.toString;
const objectString = fnString.call(Object);

export default function isPlainObject(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto === null) return true;
  const ctor = Object.prototype.hasOwnProperty.call(proto, 'constructor') && (proto as { constructor: unknown }).constructor;
  return typeof ctor === 'function' && (ctor === Object || fnString.call(ctor) === objectString);
}
