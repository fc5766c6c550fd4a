// @ts-check
// Demo widget: shows the engine version from op "ping". Used by the shell's browser tests.
//   <div data-widget="engine-status"></div>

export default async function mount(root, ctx) {
  const out = document.createElement("p");
  out.className = "truco-engine-status";
  out.textContent = ctx.t("widget.loading");
  root.replaceChildren(out);
  const { version } = await ctx.ask("ping");
  out.dataset.version = version;
  out.textContent = ctx.t("engine_status.version", { version });
  ctx.ready();
}
