// linkedom's DOM made to say what a browser's says: the properties it leaves out (or cannot set),
// reflected to their attributes. Used by the build's prerender (prerender_html.mjs: the markup
// then holds a checked box, a cell's span, a label's control) and by the Node widget tests
// (tests/js/widget-harness.mjs: a widget reads back what it set).

/**
 * Properties that linkedom leaves out (or cannot set), reflected to their attributes so that the
 * markup says what the browser's DOM holds (a checked box, a cell's span, a label's control).
 * @param {any} window
 */
export function reflect(window) {
  const define = (proto, prop, attr, kind) => {
    Object.defineProperty(proto, prop, {
      configurable: true,
      get() {
        if (kind === "bool") return this.hasAttribute(attr);
        const value = this.getAttribute(attr);
        return kind === "num" ? Number(value || 0) : value ?? "";
      },
      set(value) {
        if (kind !== "bool") this.setAttribute(attr, String(value));
        else if (value) this.setAttribute(attr, "");
        else this.removeAttribute(attr);
      },
    });
  };
  const base = window.HTMLElement.prototype;
  for (const [prop, attr, kind] of [["htmlFor", "for", "str"], ["readOnly", "readonly", "bool"],
    ["required", "required", "bool"], ["colSpan", "colspan", "num"], ["rowSpan", "rowspan", "num"],
    ["scope", "scope", "str"], ["start", "start", "num"], ["open", "open", "bool"], ["max", "max", "str"],
    ["min", "min", "str"], ["low", "low", "str"], ["high", "high", "str"], ["optimum", "optimum", "str"]]) {
    define(base, prop, attr, kind);
  }
  for (const tag of ["meter", "progress"]) {
    define(Object.getPrototypeOf(window.document.createElement(tag)), "value", "value", "str");
  }
  define(Object.getPrototypeOf(window.document.createElement("input")), "checked", "checked", "bool");
  const select = Object.getPrototypeOf(window.document.createElement("select"));
  Object.defineProperty(select, "value", {
    configurable: true,
    get() {
      const options = [...this.querySelectorAll("option")];
      const chosen = options.find((o) => o.hasAttribute("selected")) || options[0];
      return chosen ? chosen.getAttribute("value") ?? chosen.textContent : "";
    },
    set(value) {
      for (const option of this.querySelectorAll("option")) {
        if ((option.getAttribute("value") ?? option.textContent) === String(value)) option.setAttribute("selected", "");
        else option.removeAttribute("selected");
      }
    },
  });
}
