/** The URL of the built enhancement script (scripts/enhance-script-plugin.mjs). */
declare module 'virtual:enhance-script' {
  const url: string;
  export default url;
}
