/**
 * The codebase's shape in figures (issue 22), read from the source with the TypeScript parser:
 * `as` casts (and `request.* as` in the server), files over 300 lines, lines over 120
 * characters, React components over 150 lines, and import cycles. Each figure is printed beside its target.
 *
 *   pnpm shape            prints the figures, and the pairs of repeated code the `duplicates` tool finds in the
 *                         whole tree where that tool is on the machine (issue 22's target: at most 60)
 *   pnpm shape --check    fails (exit 1) on any figure past its target (the check `pnpm lint` runs; the
 *                         duplicates figure is left out: the tool is not part of the project)
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE_DIRS = ["server/src", "web/src", "shared/src"];
/** Exempt from the 300-line limit: the database schema is one table after another. */
const LONG_FILE_EXEMPT = new Set(["server/src/db/schema.ts"]);
const isSource = (file: string) =>
  /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith(".d.ts");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : filesUnder(full);
    return isSource(full) ? [full] : [];
  });
}

interface FileFacts {
  file: string;
  lines: number;
  longLines: number;
  casts: number;
  requestCasts: number;
  imports: string[];
  /** The React components (capitalised functions of a .tsx file) and their lengths in lines. */
  components: { name: string; lines: number }[];
}

/** The name of a function declared (`function Name`) or assigned (`const Name = () =>`), if it is a component's. */
function componentName(node: ts.Node, source: ts.SourceFile): string | undefined {
  let name: string | undefined;
  if (ts.isFunctionDeclaration(node)) name = node.name?.text;
  else if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent))
    name = node.parent.name.getText(source);
  return name && /^[A-Z]/.test(name) && source.fileName.endsWith(".tsx") ? name : undefined;
}

/** What one file imports (resolved to files of the tree), and its casts: `x as T` other than `as const`, and `<T>x`. */
function factsOf(full: string): FileFacts {
  const text = readFileSync(full, "utf8");
  const source = ts.createSourceFile(full, text, ts.ScriptTarget.Latest, true);
  const facts: FileFacts = {
    file: path.relative(root, full),
    lines: text.split("\n").length - (text.endsWith("\n") ? 1 : 0),
    longLines: text.split("\n").filter((line) => line.length > 120).length,
    casts: 0,
    requestCasts: 0,
    imports: [],
    components: [],
  };
  const lineOf = (at: number) => source.getLineAndCharacterOfPosition(at).line;
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) && node.type.getText(source) !== "const") {
      facts.casts += 1;
      if (/^request\.\w+$/.test(node.expression.getText(source))) facts.requestCasts += 1;
    } else if (ts.isTypeAssertionExpression(node)) facts.casts += 1;
    const component = componentName(node, source);
    if (component)
      facts.components.push({ name: component, lines: lineOf(node.getEnd()) - lineOf(node.getStart()) + 1 });
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const target = resolve(full, (node.moduleSpecifier as ts.StringLiteral).text);
      if (target) facts.imports.push(target);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

/** A relative or `@/` (web/src) import to the file it names, or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith("@/")) base = path.join(root, "web/src", specifier.slice(2));
  else return undefined;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    try {
      if (statSync(candidate).isFile()) return path.relative(root, candidate);
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The import cycles: strongly connected groups of more than one file, or a file importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
      onStack.delete(w);
      group.push(w);
      if (w === v) break;
    }
    if (group.length > 1 || graph.get(v)?.includes(v)) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found;
}

const facts = SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(root, dir))).map(factsOf);
const sum = (list: FileFacts[], pick: (f: FileFacts) => number) => list.reduce((n, f) => n + pick(f), 0);
const under = (dir: string) => facts.filter((f) => f.file.startsWith(`${dir}/`));
const longFiles = facts.filter((f) => f.lines > 300 && !LONG_FILE_EXEMPT.has(f.file)).sort((a, b) => b.lines - a.lines);
const longComponents = facts
  .flatMap((f) => f.components.filter((c) => c.lines > 150).map((c) => ({ ...c, file: f.file })))
  .sort((a, b) => b.lines - a.lines);
const importCycles = cycles(new Map(facts.map((f) => [f.file, f.imports])));

/** Each figure, its limit and the target as printed. */
const rows: [string, number, number, string][] = [
  ["`request.* as` casts in server/src", sum(under("server/src"), (f) => f.requestCasts), 0, "0"],
  ["`as` casts in server/src", sum(under("server/src"), (f) => f.casts), 20, "≤ 20"],
  ["`as` casts in web/src", sum(under("web/src"), (f) => f.casts), 20, "≤ 20"],
  ["source files over 300 lines (schema aside)", longFiles.length, 0, "0"],
  ["source lines over 120 characters", sum(facts, (f) => f.longLines), 0, "0"],
  ["React components over 150 lines", longComponents.length, 0, "0"],
  ["import cycles", importCycles.length, 0, "0"],
];
console.log(`The codebase's shape: ${facts.length} source files in ${SOURCE_DIRS.join(", ")} (tests aside)\n`);
for (const [what, n, , target] of rows) console.log(`${String(n).padStart(6)}  ${what.padEnd(46)} target ${target}`);
if (longFiles.length) console.log(`\nOver 300 lines:\n${longFiles.map((f) => `  ${f.lines}  ${f.file}`).join("\n")}`);
if (longComponents.length)
  console.log(
    `\nComponents over 150 lines:\n${longComponents.map((c) => `  ${c.lines}  ${c.name} (${c.file})`).join("\n")}`,
  );
if (importCycles.length) console.log(`\nImport cycles:\n${importCycles.map((c) => `  ${c.join(" <-> ")}`).join("\n")}`);
const long = facts.flatMap((f) => (f.longLines ? [`  ${f.longLines}  ${f.file}`] : []));
if (long.length) console.log(`\nLines over 120 characters:\n${long.join("\n")}`);

/** The first line of the `duplicates` tool's report on the whole tree ("N pairs of places …"), if it is installed. */
function duplicatePairs(): string {
  const run = spawnSync("duplicates", ["--repo", root, "--most", "1", "--seconds", "200"], { encoding: "utf8" });
  if (run.error) return "the duplicates tool is not on this machine";
  return run.stdout.split("\n")[0] ?? "";
}
if (!process.argv.includes("--check")) console.log(`\nRepeated code (target: at most 60 pairs): ${duplicatePairs()}`);

const past = rows.filter(([, n, limit]) => n > limit);
if (process.argv.includes("--check") && past.length) {
  console.error(`\nPast the target: ${past.map(([what]) => what).join("; ")}.`);
  process.exit(1);
}
