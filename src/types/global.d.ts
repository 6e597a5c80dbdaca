/** Replaced at build time: false in the standalone scripts (dev warnings stripped). */
declare const __DEV__: boolean;
/** Replaced at build time with package.json's version. */
declare const __VERSION__: string;
/** True in the standalone scripts (English built in, other languages fetched from beside the script). */
declare const __SCRIPT__: boolean;

declare module '*.css?inline' {
  const css: string;
  export default css;
}
