// Module resolve hook: resolve packages as React server code does (see bin/trajscope.mjs).
export async function resolve(specifier, context, nextResolve) {
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
}
