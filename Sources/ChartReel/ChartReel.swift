// One import for Swift users: the core, charts, scene files, Cairo drawing and export.
@_exported import ChartReelCairo
@_exported import ChartReelCharts
@_exported import ChartReelCore
@_exported import ChartReelEncode
@_exported import ChartReelExport
@_exported import ChartReelInput
