extension StudioPage {
  /// The page's style, light or dark as the system prefers; stacked under 800 px wide.
  ///
  /// Action bars are at least 3:1 against their panel in both schemes (light #3b7dc4 on #fff
  /// is 4.3:1, dark #4f8fd6 on #242f3e 4.0:1).
  static let style = """
    :root { color-scheme: light dark; --bg: #f4f6f8; --panel: #ffffff; --ink: #222;
      --muted: #5f6b78; --accent: #d9480f; --bar: #3b7dc4; --bar-ink: #fff; --lane: #eef2f6;
      --error: #c62828; --loop: rgba(217, 72, 15, 0.14); }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #1b2330; --panel: #242f3e; --ink: #e8ecf0; --muted: #9aa8b8;
        --accent: #ff8a4c; --bar: #4f8fd6; --bar-ink: #0b1620; --lane: #2b3849;
        --error: #ff6b6b; --loop: rgba(255, 138, 76, 0.18); }
    }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px system-ui, sans-serif; background: var(--bg); color: var(--ink);
      display: flex; flex-direction: column; height: 100vh; }
    header { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center;
      padding: 8px 16px; background: var(--panel); }
    h1 { font-size: 16px; margin: 0; }
    h2 { font-size: 13px; margin: 0 0 8px; color: var(--muted); text-transform: uppercase; }
    #file { color: var(--muted); }
    .spacer { flex: 1; }
    #export-controls { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
    .export-numbers { display: inline-flex; gap: 6px; white-space: nowrap; }
    .export-number input { width: 4.5em; }
    #export-size { font-size: 12px; color: var(--muted); }
    #export-size.refused { color: var(--error); }
    button, select { font: inherit; padding: 4px 10px; border-radius: 6px;
      border: 1px solid var(--muted); background: var(--panel); color: var(--ink); cursor: pointer; }
    button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent);
      color: #fff; }
    :focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
    #export-panel { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center;
      padding: 6px 16px; background: var(--panel); border-top: 1px solid var(--lane); }
    #export-panel[hidden] { display: none; }
    #export-panel[data-state="refused"] #export-status,
    #export-panel[data-state="failed"] #export-status { color: var(--error); }
    #export-progress { width: 220px; }
    #export-list { flex-basis: 100%; margin: 0; padding: 0 0 0 18px; max-height: 4.5em;
      overflow: auto; font-size: 13px; }
    #export-list a { color: var(--accent); }
    main { flex: 1; display: grid; grid-template-columns: minmax(0, 1fr) 340px; gap: 12px;
      padding: 12px 16px; min-height: 0; }
    #stage { position: relative; display: flex; align-items: center; justify-content: center;
      min-height: 0; min-width: 0; }
    #frame { max-width: 100%; max-height: 100%; object-fit: contain; display: block;
      will-change: transform;
      box-shadow: 0 1px 6px rgba(0, 0, 0, 0.25); background: repeating-conic-gradient(
      #ccc 0 25%, #eee 0 50%) 0 0 / 16px 16px; }
    #fps { position: absolute; top: 4px; right: 4px; font: 12px ui-monospace, monospace;
      background: rgba(0, 0, 0, 0.6); color: #fff; padding: 2px 6px; border-radius: 4px; }
    #errors { position: absolute; inset: auto 0 0 0; max-height: 70%; overflow: auto;
      background: rgba(150, 18, 18, 0.95); color: #fff; padding: 10px 14px; border-radius: 6px;
      font: 13px ui-monospace, monospace; white-space: pre-wrap; }
    .excerpt { margin: 4px 0 10px; font: 12px ui-monospace, monospace; white-space: pre;
      overflow-x: auto; }
    .excerpt .line { opacity: 0.75; }
    .excerpt .hit { opacity: 1; font-weight: bold; }
    aside { background: var(--panel); padding: 10px; border-radius: 6px; overflow: auto;
      min-height: 0; }
    #state { margin: 0 0 12px; font: 12px/15px ui-monospace, monospace; white-space: pre;
      cursor: pointer; }
    #source { margin: 0; font: 12px ui-monospace, monospace; white-space: pre-wrap; }
    footer { background: var(--panel); padding: 8px 16px 12px; }
    #transport { display: grid; grid-template-columns: auto minmax(0, 1fr) auto; gap: 12px;
      align-items: start; }
    #buttons { display: flex; gap: 6px; flex-wrap: wrap; }
    #track { min-width: 0; }
    #scrubber { display: block; width: 100%; margin: 6px 0 0; height: 18px; background: none;
      -webkit-appearance: none; appearance: none; }
    #scrubber::-webkit-slider-runnable-track { height: 4px; border-radius: 2px;
      background: var(--muted); }
    #scrubber::-webkit-slider-thumb { -webkit-appearance: none; width: 14px; height: 14px;
      margin-top: -5px; border-radius: 50%; background: var(--accent); border: none; }
    #scrubber::-moz-range-thumb { width: 14px; height: 14px; border-radius: 50%;
      background: var(--accent); border: none; }
    #time { font: 13px ui-monospace, monospace; width: 30ch; text-align: right;
      padding-top: 6px; }
    #actions { margin: 6px 0 0; max-height: 154px; overflow-y: auto; scrollbar-width: none;
      cursor: pointer; }
    #actions.more { box-shadow: inset 0 -10px 8px -8px var(--muted); }
    #lanes { position: relative; min-height: 20px; }
    .lane { position: relative; min-height: 20px; margin-bottom: 2px; background: var(--lane);
      border-radius: 3px; }
    .lane-name { position: absolute; left: 0; top: 3px; z-index: 1; line-height: 14px;
      font-size: 10px; padding: 0 4px; border-radius: 3px; background: var(--panel);
      color: var(--muted); opacity: 0.9; pointer-events: none; white-space: nowrap; }
    .action { position: absolute; top: 2px; height: 16px; min-width: 4px; padding: 0 4px;
      border: none; border-radius: 3px; background: var(--bar); color: var(--bar-ink);
      font-size: 11px; line-height: 16px; overflow: hidden; white-space: nowrap; }
    .action:hover { outline: 1px solid var(--accent); }
    #loop-region { position: absolute; top: 0; bottom: 0; pointer-events: none;
      border-left: 2px solid transparent; border-right: 2px solid transparent; }
    #loop-region.on { background: var(--loop); border-color: var(--accent); }
    #playhead { position: absolute; top: 0; bottom: 0; width: 2px; background: var(--accent);
      pointer-events: none; }
    @media (max-width: 799px) {
      body { height: auto; min-height: 100vh; }
      header { padding: 8px 10px; }
      main { grid-template-columns: minmax(0, 1fr); padding: 8px 10px; }
      #stage { height: 56vw; }
      aside { max-height: 240px; }
      footer { padding: 8px 10px 12px; }
      #transport { grid-template-columns: minmax(0, 1fr); }
      #time { text-align: left; width: auto; }
    }
    """
}
