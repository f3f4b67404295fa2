/** Every key of every object in `value`, however deep. */
export function keysIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysIn(item, into);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysIn(inner, into);
    }
  }
  return into;
}

/** Every property name a JSON schema declares, however deep. */
export function declaredKeys(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) declaredKeys(item, into);
  else if (schema && typeof schema === "object") {
    for (const [key, inner] of Object.entries(schema)) {
      if (key === "properties" && inner && typeof inner === "object")
        for (const name of Object.keys(inner)) into.add(name);
      declaredKeys(inner, into);
    }
  }
  return into;
}
