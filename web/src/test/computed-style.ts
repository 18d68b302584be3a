import { createRequire } from "node:module";

/**
 * A quicker getComputedStyle for jsdom, with jsdom's own answers.
 *
 * Role queries (getByRole, and the accessible names they compare) ask for the display and
 * visibility of every element they look at and of its ancestors. jsdom answers each call by
 * matching the element against every rule of its user-agent style sheet and resolving every
 * property it knows (the colours walk up to the root): about half the CPU of the component
 * tests. Here:
 * - display, visibility and pointer-events cascade from the rules that declare them only,
 *   applied in jsdom's order into the same kind of declaration (so values are accepted or
 *   dropped as jsdom's would be), remembered per element until jsdom forgets its own
 *   styles (on any change to the document);
 * - the object getComputedStyle returns resolves those three when read, and builds jsdom's
 *   full declaration only when something else is read.
 * Anything unexpected in jsdom's internals leaves jsdom's getComputedStyle in place.
 */
export function installQuickComputedStyle(window: Window & typeof globalThis): void {
  let jsdom: JsdomInternals;
  try {
    jsdom = loadJsdomInternals();
  } catch {
    return;
  }
  const { styleRules, implForWrapper } = jsdom;
  const fullDeclaration = styleRules.getDeclarationForElement;
  styleRules.getDeclarationForElement = (element: ElementImpl) => ({
    getPropertyValue: (property: string) =>
      QUICK.has(property)
        ? quickCascade(jsdom, element, property)
        : fullDeclaration(element).getPropertyValue(property),
  });

  const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = function getComputedStyle(element, pseudoElement) {
    const impl = element instanceof window.Element ? implForWrapper(element) : undefined;
    if (!impl || (pseudoElement !== undefined && pseudoElement !== null)) {
      return jsdomGetComputedStyle(element, pseudoElement);
    }
    let whole: CSSStyleDeclaration | undefined;
    const full = () => (whole ??= jsdomGetComputedStyle(element));
    const resolved = (property: string) => styleRules.getResolvedValue(impl, property);
    const getPropertyValue = (property: string) =>
      QUICK.has(property) ? resolved(property) : full().getPropertyValue(property);
    return new Proxy(Object.create(window.CSSStyleDeclaration.prototype) as object, {
      get(_target, key) {
        if (key === "getPropertyValue") return getPropertyValue;
        const property = typeof key === "string" ? QUICK_CAMEL.get(key) : undefined;
        if (property) return resolved(property);
        const value: unknown = Reflect.get(full(), key);
        return typeof value === "function" ? value.bind(full()) : value;
      },
      has: (_target, key) => Reflect.has(full(), key),
      ownKeys: () => Reflect.ownKeys(full()),
      getOwnPropertyDescriptor: (_target, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(full(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
      set: (_target, key, value) => Reflect.set(full(), key, value),
    }) as CSSStyleDeclaration;
  };
}

/** Properties jsdom resolves "as specified", without looking at any other property. */
const QUICK = new Set(["display", "visibility", "pointer-events"]);
const QUICK_CAMEL = new Map([
  ["display", "display"],
  ["visibility", "visibility"],
  ["pointerEvents", "pointer-events"],
]);

// ── jsdom's cascade, for one property ──────────────────────────────────────────────────

interface StyleLike {
  length: number;
  [index: number]: string;
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
}
interface CssRule {
  selectorText?: string;
  style?: StyleLike;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<CssRule>;
}
interface ElementImpl {
  _ownerDocument: DocumentImpl;
  style: StyleLike;
}
interface DocumentImpl {
  _styleCache: WeakMap<object, unknown> | null;
  _domSelector: {
    check(selector: string, element: ElementImpl): { match: boolean; pseudoElement?: unknown };
  };
  styleSheets: { _list: { cssRules: ArrayLike<CssRule> }[] };
}
interface Declaration {
  getPropertyValue(property: string): string;
  setProperty(property: string, value: string, priority?: string): void;
  removeProperty(property: string): void;
}
interface JsdomInternals {
  styleRules: {
    getDeclarationForElement: (element: ElementImpl) => Pick<Declaration, "getPropertyValue">;
    getResolvedValue: (element: unknown, property: string) => string;
    propertiesWithResolvedValueImplemented?: Record<string, { computedValue?: string }>;
  };
  implForWrapper: (wrapper: unknown) => ElementImpl | undefined;
  newDeclaration: () => Declaration;
  /** The user-agent sheet's rules in jsdom's order, with the quick properties they declare. */
  defaultRules: { rule: CssRule; declares: Set<string> }[];
}

function loadJsdomInternals(): JsdomInternals {
  const fromWeb = createRequire(import.meta.url);
  const require = createRequire(fromWeb.resolve("jsdom"));
  const styleRules = require("./jsdom/living/helpers/style-rules.js");
  const { implForWrapper } = require("./jsdom/living/generated/utils.js");
  const { CSSStyleDeclaration } = require("cssstyle");
  const cssom = require("rrweb-cssom");
  const fs = require("node:fs");
  const sheet = cssom.parse(
    fs.readFileSync(require.resolve("./jsdom/browser/default-stylesheet.css"), "utf-8"),
  );
  const jsdomFunctions = [
    styleRules.getDeclarationForElement,
    styleRules.getResolvedValue,
    implForWrapper,
    CSSStyleDeclaration,
  ];
  if (jsdomFunctions.some((f) => typeof f !== "function")) throw new Error("unknown jsdom");
  const resolvedHere = styleRules.propertiesWithResolvedValueImplemented ?? {};
  if ([...QUICK].some((p) => resolvedHere[p]?.computedValue !== "as-specified")) {
    throw new Error("unknown jsdom");
  }
  return {
    styleRules,
    implForWrapper,
    newDeclaration: () => new CSSStyleDeclaration(),
    defaultRules: rulesInOrder(sheet).map((rule) => ({ rule, declares: quickDeclared(rule) })),
  };
}

/** The rules jsdom consults, in its order: top-level ones and those of `@media screen`. */
function rulesInOrder(sheet: { cssRules: ArrayLike<CssRule> }): CssRule[] {
  const rules: CssRule[] = [];
  for (const rule of Array.from(sheet.cssRules)) {
    if (rule.media) {
      if (Array.prototype.indexOf.call(rule.media, "screen") !== -1) {
        rules.push(...Array.from(rule.cssRules ?? []));
      }
    } else {
      rules.push(rule);
    }
  }
  return rules;
}

function quickDeclared(rule: CssRule): Set<string> {
  const declared = new Set<string>();
  for (const property of Array.from(rule.style ?? [])) {
    if (QUICK.has(property)) declared.add(property);
  }
  return declared;
}

/** jsdom's `matches` (style-rules.js), including its workaround for cssstyle issue 193. */
function matches(rule: CssRule, element: ElementImpl): boolean {
  try {
    if (rule.selectorText) {
      const selector = rule.selectorText.split(";").pop()!.trim();
      const { match, pseudoElement } = element._ownerDocument._domSelector.check(selector, element);
      return pseudoElement ? false : match;
    }
  } catch {
    // fall through
  }
  return false;
}

/** Per jsdom style cache (a new one after every change) and element: property → value. */
const remembered = new WeakMap<object, WeakMap<ElementImpl, Map<string, string>>>();

/** What jsdom's getDeclarationForElement(element).getPropertyValue(property) answers. */
function quickCascade(jsdom: JsdomInternals, element: ElementImpl, property: string): string {
  const document = element._ownerDocument;
  document._styleCache ??= new WeakMap();
  let forCache = remembered.get(document._styleCache);
  if (!forCache) remembered.set(document._styleCache, (forCache = new WeakMap()));
  let values = forCache.get(element);
  if (!values) forCache.set(element, (values = new Map()));
  let value = values.get(property);
  if (value === undefined) {
    value = cascade(jsdom, element, property);
    values.set(property, value);
  }
  return value;
}

function cascade(jsdom: JsdomInternals, element: ElementImpl, property: string): string {
  const declaration = jsdom.newDeclaration();
  // jsdom's handleProperty, for this property only.
  const apply = (style: StyleLike) => {
    for (const declared of Array.from(style)) {
      if (declared !== property) continue;
      const value = style.getPropertyValue(declared);
      if (value === "unset") declaration.removeProperty(declared);
      else declaration.setProperty(declared, value, style.getPropertyPriority(declared));
    }
  };
  for (const { rule, declares } of jsdom.defaultRules) {
    if (declares.has(property) && matches(rule, element)) apply(rule.style!);
  }
  for (const sheet of element._ownerDocument.styleSheets._list) {
    for (const rule of rulesInOrder(sheet)) {
      if (rule.style && quickDeclared(rule).has(property) && matches(rule, element)) {
        apply(rule.style);
      }
    }
  }
  apply(element.style);
  return declaration.getPropertyValue(property);
}
