import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';

/**
 * The web's `cn` joins class names without merging them (docs/decisions/0039): where two classes set
 * the same thing, the stylesheet's order decides, not the order they are written in. This finds each
 * place that relies on a merge anyway, with tailwind-merge as the judge of what conflicts:
 *
 * - a component whose own classes conflict (a `cva` base and one of its variants, or the fixed
 *   arguments of its `cn` call);
 * - a caller whose `className` conflicts with the classes of the component it renders, unless the
 *   caller marks it important (`h-8!`). A component that hands its props or its `className` on to
 *   another is judged as that one.
 *
 * It reads the classes written as text; a class made at run time is beyond it.
 */
export interface ClassOverride {
  /** `file:line`, relative to the root given. */
  where: string;
  /** The component whose classes are overridden, or whose own classes conflict. */
  component: string;
  /** The component's classes that a merge would have dropped. */
  dropped: string[];
}

const words = (classes: string) => classes.split(/\s+/).filter(Boolean);

/** The classes a merge drops from this list (each only once). */
function droppedBy(classes: string): string[] {
  const kept = new Set(words(twMerge(classes)));
  return [...new Set(words(classes))].filter((word) => !kept.has(word));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  ts.forEachChild(node, (child) => {
    visit(child, each);
  });
}

interface Source {
  file: string;
  tree: ts.SourceFile;
}

/** Every class written as text in an expression (string constants of the tree included). */
function classesIn(node: ts.Node, constants: Map<string, string>): string {
  const found: string[] = [];
  visit(node, (inner) => {
    if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) found.push(inner.text);
    else if (ts.isIdentifier(inner) && constants.has(inner.text)) found.push(constants.get(inner.text)!);
  });
  return found.join(' ');
}

/** One class list a component can have, with the variant chosen from each group that made it. */
interface Variant {
  chosen: Record<string, string>;
  classes: string;
}

const property = (object: ts.ObjectLiteralExpression, name: string) => {
  const found = object.properties.find((p) => p.name?.getText() === name);
  return found && ts.isPropertyAssignment(found) && ts.isObjectLiteralExpression(found.initializer)
    ? found.initializer
    : undefined;
};

/**
 * The class lists a `cva(base, { variants, defaultVariants })` can make: its base with one value of
 * each variant, an absent choice standing for the default.
 */
function cvaVariants(call: ts.CallExpression): Variant[] {
  const [base, config] = call.arguments;
  let made: Variant[] = [{ chosen: {}, classes: base && ts.isStringLiteral(base) ? base.text : '' }];
  const groups = config && ts.isObjectLiteralExpression(config) ? property(config, 'variants') : undefined;
  const defaults =
    config && ts.isObjectLiteralExpression(config) ? property(config, 'defaultVariants') : undefined;
  for (const group of groups?.properties ?? []) {
    if (!ts.isPropertyAssignment(group) || !ts.isObjectLiteralExpression(group.initializer)) continue;
    const values = group.initializer.properties;
    const name = group.name.getText();
    const fallback = defaults?.properties.find((p) => p.name?.getText() === name);
    const byDefault =
      fallback && ts.isPropertyAssignment(fallback) ? fallback.initializer.getText().slice(1, -1) : '';
    made = made.flatMap((variant) =>
      values.flatMap((value) => {
        if (!ts.isPropertyAssignment(value) || !ts.isStringLiteral(value.initializer)) return [];
        const key = value.name.getText().replace(/^['"]|['"]$/g, '');
        const chosen = { ...variant.chosen, [name]: key === byDefault ? `${key}|` : key };
        return [{ chosen, classes: `${variant.classes} ${value.initializer.text}` }];
      }),
    );
  }
  return made;
}

/**
 * Whether a caller's element makes this variant: each group's literal attribute names its value,
 * an absent one the default (written `value|`), any other expression every value.
 */
function makes(element: ts.JsxOpeningLikeElement, variant: Variant): boolean {
  return Object.entries(variant.chosen).every(([group, value]) => {
    const attribute = element.attributes.properties.find(
      (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText() === group,
    );
    if (!attribute) return value.endsWith('|');
    const given = attribute.initializer;
    return given && ts.isStringLiteral(given) ? value.replace(/\|$/, '') === given.text : true;
  });
}

const isCall = (node: ts.Node, name: string): node is ts.CallExpression =>
  ts.isCallExpression(node) && node.expression.getText() === name;

const lineOf = (source: Source, node: ts.Node) =>
  `${source.file}:${source.tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

/** The places under `root`/`dir` that rely on a class merge. */
export function findClassOverrides(root: string, dir = 'src/web'): ClassOverride[] {
  const sources: Source[] = sourceFiles(path.join(root, dir)).map((file) => ({
    file: path.relative(root, file),
    tree: ts.createSourceFile(
      file,
      fs.readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    ),
  }));
  const constants = new Map<string, string>();
  const variantSets = new Map<string, Variant[]>();
  for (const { tree } of sources)
    visit(tree, (node) => {
      if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
      if (ts.isStringLiteral(node.initializer)) constants.set(node.name.text, node.initializer.text);
      if (isCall(node.initializer, 'cva')) variantSets.set(node.name.text, cvaVariants(node.initializer));
    });

  const overrides: ClassOverride[] = [];
  const report = (source: Source, node: ts.Node, component: string, classes: string) => {
    const dropped = droppedBy(classes);
    const where = lineOf(source, node);
    const known = overrides.some((o) => o.where === where && o.dropped.join() === dropped.join());
    if (dropped.length > 0 && !known) overrides.push({ where, component, dropped });
  };
  // Each component's possible class lists: those of a `cn(…, className)` in its body.
  const components = new Map<string, Variant[]>();
  for (const source of sources)
    visit(source.tree, (node) => {
      if (ts.isVariableDeclaration(node) && node.initializer && isCall(node.initializer, 'cva'))
        for (const variant of variantSets.get(node.name.getText()) ?? [])
          report(source, node, node.name.getText(), variant.classes);
      if (!isCall(node, 'cn')) return;
      // Its variants' combinations, the classes it always has, and those it has in some state only.
      let variants: Variant[] = [{ chosen: {}, classes: '' }];
      const always: string[] = [];
      const sometimes: string[] = [];
      const handsOn = node.arguments.at(-1)?.getText() === 'className';
      for (const argument of handsOn ? node.arguments.slice(0, -1) : node.arguments) {
        const combinations = ts.isCallExpression(argument) && variantSets.get(argument.expression.getText());
        if (combinations) variants = combinations;
        else if (ts.isStringLiteral(argument) || ts.isIdentifier(argument))
          always.push(classesIn(argument, constants));
        else sometimes.push(classesIn(argument, constants));
      }
      let owner: ts.Node | undefined = node.parent;
      while (owner && !ts.isFunctionDeclaration(owner)) owner = owner.parent;
      const component = owner?.name?.text ?? 'cn';
      if (always.length > 0)
        for (const variant of variants)
          report(source, node, component, `${variant.classes} ${always.join(' ')}`);
      if (handsOn && owner)
        components.set(
          component,
          variants.map(({ chosen, classes }) => ({
            chosen,
            classes: [classes, ...always, ...sometimes].join(' '),
          })),
        );
    });

  // A component that renders another with its props or its className handed on is judged as that one.
  for (let grew = true; grew;) {
    grew = false;
    for (const { tree } of sources)
      visit(tree, (node) => {
        if (!ts.isFunctionDeclaration(node) || !node.name || components.has(node.name.text)) return;
        const component = node.name.text;
        visit(node, (inner) => {
          if (components.has(component)) return;
          if (!ts.isJsxSelfClosingElement(inner) && !ts.isJsxOpeningElement(inner)) return;
          const target = components.get(inner.tagName.getText());
          const handsOn = inner.attributes.properties.some(
            (attribute) =>
              ts.isJsxSpreadAttribute(attribute) ||
              (ts.isJsxAttribute(attribute) &&
                attribute.name.getText() === 'className' &&
                attribute.initializer?.getText() === '{className}'),
          );
          if (target && handsOn) {
            components.set(component, target);
            grew = true;
          }
        });
      });
  }

  for (const source of sources)
    visit(source.tree, (node) => {
      if (!ts.isJsxSelfClosingElement(node) && !ts.isJsxOpeningElement(node)) return;
      const component = node.tagName.getText();
      const variants = components.get(component)?.filter((variant) => makes(node, variant));
      const given = node.attributes.properties.find(
        (attribute): attribute is ts.JsxAttribute =>
          ts.isJsxAttribute(attribute) && attribute.name.getText() === 'className',
      );
      if (!variants || !given?.initializer) return;
      const passed = classesIn(given.initializer, constants);
      const dropped = new Set<string>();
      for (const { classes } of variants) {
        const before = new Set(droppedBy(classes));
        for (const word of droppedBy(`${classes} ${passed}`))
          if (!before.has(word) && !words(passed).includes(word)) dropped.add(word);
      }
      if (dropped.size > 0) overrides.push({ where: lineOf(source, node), component, dropped: [...dropped] });
    });
  return overrides;
}
