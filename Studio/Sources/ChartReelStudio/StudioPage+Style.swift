extension StudioPage {
  /// The page's style, light or dark as the system prefers.
  static let style = """
    :root { color-scheme: light dark; --bg: #f4f6f8; --panel: #ffffff; --ink: #222;
      --muted: #6b7785; --accent: #108be3; --bar: #cfe3f5; --error: #c62828; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #1b2330; --panel: #242f3e; --ink: #e8ecf0; --muted: #8a98a8;
        --accent: #48aaf0; --bar: #2f4a66; --error: #ff6b6b; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px system-ui, sans-serif; background: var(--bg); color: var(--ink);
      display: grid; grid-template-rows: auto 1fr auto; height: 100vh; }
    header { display: flex; gap: 12px; align-items: center; padding: 8px 16px;
      background: var(--panel); }
    h1 { font-size: 16px; margin: 0; }
    h2 { font-size: 13px; margin: 0 0 8px; color: var(--muted); text-transform: uppercase; }
    #file { color: var(--muted); }
    .spacer { flex: 1; }
    button { font: inherit; padding: 4px 12px; border-radius: 6px; border: 1px solid var(--muted);
      background: var(--panel); color: var(--ink); cursor: pointer; }
    main { display: grid; grid-template-columns: 1fr 340px; gap: 12px; padding: 12px 16px;
      min-height: 0; }
    #stage { position: relative; display: flex; align-items: center; justify-content: center;
      min-height: 0; }
    #frame { max-width: 100%; max-height: 100%; object-fit: contain;
      box-shadow: 0 1px 6px rgba(0, 0, 0, 0.25); background: repeating-conic-gradient(
      #ccc 0 25%, #eee 0 50%) 0 0 / 16px 16px; }
    #errors { position: absolute; inset: auto 0 0 0; max-height: 60%; overflow: auto;
      background: rgba(160, 20, 20, 0.92); color: #fff; padding: 10px 14px; border-radius: 6px;
      font: 13px ui-monospace, monospace; white-space: pre-wrap; }
    aside { background: var(--panel); padding: 10px; border-radius: 6px; overflow: auto; }
    #state { margin: 0; font: 12px ui-monospace, monospace; white-space: pre; }
    footer { background: var(--panel); padding: 8px 16px 12px; }
    #transport { display: flex; gap: 12px; align-items: center; }
    #scrubber { flex: 1; }
    #time { font: 13px ui-monospace, monospace; min-width: 200px; text-align: right; }
    #actions { position: relative; margin: 8px 0 0; min-height: 20px; }
    .action { position: absolute; height: 16px; background: var(--bar); border-radius: 3px;
      font-size: 11px; line-height: 16px; padding: 0 4px; overflow: hidden; white-space: nowrap;
      cursor: pointer; min-width: 4px; }
    .action:hover { outline: 1px solid var(--accent); }
    #playhead { position: absolute; top: 0; bottom: 0; width: 2px; background: var(--accent);
      pointer-events: none; }
    """
}
