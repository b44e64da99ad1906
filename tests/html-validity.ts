/**
 * An HTML validator for whole server-rendered pages, set to report what the W3C Nu HTML Checker
 * reports as errors, and no matter of style:
 * - html-validate's "standard" preset: its rules about the HTML standard (content models, required
 *   and allowed attributes and values, ids, nesting); the "recommended" preset adds only rules of
 *   style (attribute case, `<meta/>` or `<meta>`, `hidden=""`), of accessibility advice (prefer
 *   <section> over role="region", no implicit button type) and of habit (non-breaking hyphens in
 *   phone numbers), none of which the HTML standard requires;
 * - checks of the standard html-validate leaves out, as rules of its own here:
 *   `nu/known-attribute` (an attribute the element does not have, e.g. a style prop leaking into the
 *   DOM as `top="full"`), `nu/meta-content` (a <meta> naming something with no `content`),
 *   `nu/dl-group` (a <div> inside <dl> holds only <dt> and <dd>), and `type` of <a> as a MIME type
 *   (never "button").
 */
import {
  type ConfigData,
  type HtmlElement,
  HtmlValidate,
  type Plugin,
  Rule,
  type RuleDocumentation,
} from 'html-validate';

/**
 * Attributes every HTML element has (HTML standard, "Global attributes"), besides aria-*, data-* and
 * on*; with the attributes of RDFa Lite, which the Nu checker accepts on every element (Open Graph's
 * `<meta property>`).
 */
const GLOBAL_ATTRIBUTES = new Set(
  [
    'accesskey autocapitalize autocorrect autofocus class contenteditable dir draggable enterkeyhint',
    'hidden id inert inputmode is itemid itemprop itemref itemscope itemtype lang nonce popover role',
    'slot spellcheck style tabindex title translate writingsuggestions',
    'prefix property resource typeof vocab',
  ]
    .join(' ')
    .split(' '),
);

/** Each element's own attributes (HTML standard, "Attributes" index); html-validate lists only some. */
const ELEMENT_ATTRIBUTES: Record<string, string> = {
  a: 'href target download ping rel hreflang type referrerpolicy',
  area: 'alt coords shape href target download ping rel referrerpolicy',
  audio: 'src crossorigin preload autoplay loop muted controls',
  base: 'href target',
  blockquote: 'cite',
  button:
    'command commandfor disabled form formaction formenctype formmethod formnovalidate formtarget name popovertarget popovertargetaction type value',
  canvas: 'width height',
  col: 'span',
  colgroup: 'span',
  data: 'value',
  del: 'cite datetime',
  details: 'name open',
  dialog: 'open closedby',
  embed: 'src type width height',
  fieldset: 'disabled form name',
  form: 'accept-charset action autocomplete enctype method name novalidate target rel',
  html: 'xmlns',
  iframe: 'src srcdoc name sandbox allow allowfullscreen width height referrerpolicy loading',
  img: 'alt src srcset sizes crossorigin usemap ismap width height referrerpolicy decoding loading fetchpriority',
  input:
    'accept alpha alt autocomplete checked colorspace dirname disabled form formaction formenctype formmethod formnovalidate formtarget height list max maxlength min minlength multiple name pattern placeholder popovertarget popovertargetaction readonly required size src step type value width',
  ins: 'cite datetime',
  label: 'for',
  li: 'value',
  link: 'href crossorigin rel as media hreflang type sizes imagesrcset imagesizes referrerpolicy integrity blocking color disabled fetchpriority',
  map: 'name',
  meta: 'name http-equiv content charset media',
  meter: 'value min max low high optimum',
  object: 'data type name form width height',
  ol: 'reversed start type',
  optgroup: 'disabled label',
  option: 'disabled label selected value',
  output: 'for form name',
  progress: 'value max',
  q: 'cite',
  script: 'src type nomodule async defer crossorigin integrity referrerpolicy blocking fetchpriority',
  select: 'autocomplete disabled form multiple name required size',
  slot: 'name',
  source: 'type media src srcset sizes width height',
  style: 'media blocking',
  td: 'colspan rowspan headers',
  template: 'shadowrootmode shadowrootdelegatesfocus shadowrootclonable shadowrootserializable',
  textarea:
    'autocomplete cols dirname disabled form maxlength minlength name placeholder readonly required rows wrap',
  th: 'colspan rowspan headers scope abbr',
  time: 'datetime',
  track: 'default kind label src srclang',
  video: 'src crossorigin poster preload autoplay playsinline loop muted controls width height',
};

/** The element's own attribute names, lower case (React writes `srcSet`, `charSet`, `autoComplete`). */
function knownAttribute(element: HtmlElement, name: string) {
  const key = name.toLowerCase();
  if (GLOBAL_ATTRIBUTES.has(key) || /^(aria|data)-|^on[a-z]+$/.test(key)) return true;
  return ELEMENT_ATTRIBUTES[element.tagName]?.split(' ').includes(key) ?? false;
}

/** Foreign content (SVG, MathML) has attributes of its own; only HTML elements are checked. */
const inForeignContent = (element: HtmlElement) => element.closest('svg, math') !== null;

class KnownAttribute extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'Every attribute is one the HTML standard gives the element (or a global one).' };
  }
  setup() {
    this.on('element:ready', ({ target }) => {
      if (inForeignContent(target)) return;
      for (const attribute of target.attributes) {
        if (!knownAttribute(target, attribute.key))
          this.report(
            target,
            `Attribute "${attribute.key}" not allowed on <${target.tagName}>`,
            attribute.keyLocation,
          );
      }
    });
  }
}

class MetaContent extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'A <meta> with name, property, http-equiv or itemprop has a content attribute.' };
  }
  setup() {
    this.on('element:ready', ({ target }) => {
      if (target.tagName !== 'meta' || target.hasAttribute('content')) return;
      if (['name', 'property', 'http-equiv', 'itemprop'].some((name) => target.hasAttribute(name)))
        this.report(target, '<meta> is missing required attribute "content"');
    });
  }
}

class DlGroup extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'A <div> that groups a <dl> holds <dt> and <dd> elements only.' };
  }
  setup() {
    this.on('element:ready', ({ target }) => {
      if (target.tagName !== 'div' || target.parent?.tagName !== 'dl') return;
      for (const child of target.childElements) {
        if (!['dt', 'dd', 'script', 'template'].includes(child.tagName))
          this.report(child, `<${child.tagName}> is not permitted in a <div> of <dl> (only <dt> and <dd>)`);
      }
    });
  }
}

const nuParity: Plugin = {
  name: 'nu',
  rules: { 'nu/known-attribute': KnownAttribute, 'nu/meta-content': MetaContent, 'nu/dl-group': DlGroup },
};

/** type="…" of a link is the MIME type of what it leads to */
const MIME_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;.*)?$/;

const htmlValidityConfig: ConfigData = {
  extends: ['html-validate:standard'],
  plugins: [nuParity],
  elements: ['html5', { a: { attributes: { type: { enum: [MIME_TYPE] } } } }],
  rules: {
    'nu/known-attribute': 'error',
    'nu/meta-content': 'error',
    'nu/dl-group': 'error',
    'no-unknown-elements': 'error',
  },
};

export const htmlValidator = () => new HtmlValidate(htmlValidityConfig);
