// swift-tools-version:6.0
import PackageDescription

/// flow: a personal recovery model built from a person's own wearable history.
///
/// One module per pipeline stage, each depending only on the stages before it:
/// records (the vocabulary) and statistics (Student's t, a skill's interval) -> the database (flow's SQLite
/// files: a library, an export) -> import (every input format, a library among them) -> features -> inference (no LAPACK,
/// no Foundation) -> trends, the garden, the reference scores and tonight's plan (no LAPACK, no Foundation) -> training
/// (the only module that uses LAPACK, opened at run time) -> the use cases (FlowApp) -> the command line, plus the
/// simulator (after the database, through which it writes a Health Connect export). FlowTestSupport holds helpers shared by the test targets.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

/// A test target, whose name says which module it tests; every one may use the vocabulary,
/// the features and the shared test helpers.
func tests(_ name: String, _ dependencies: [String]) -> Target {
    let shared = ["FlowFeatures", "FlowRecords", "FlowTestSupport"]
    return .testTarget(
        name: name,
        dependencies: (dependencies + shared.filter { !dependencies.contains($0) }).map { .target(name: $0) })
}

let package = Package(
    name: "flow",
    products: [
        .executable(name: "flow", targets: ["flow"]),
        .library(name: "FlowRecords", targets: ["FlowRecords"]),
        .library(name: "FlowFeatures", targets: ["FlowFeatures"]),
        .library(name: "FlowInference", targets: ["FlowInference"]),
        .library(name: "FlowTrends", targets: ["FlowTrends"]),
        .library(name: "FlowGarden", targets: ["FlowGarden"]),
        .library(name: "FlowScores", targets: ["FlowScores"]),
        .library(name: "FlowTonight", targets: ["FlowTonight"]),
        .library(name: "FlowMorning", targets: ["FlowMorning"]),
        .library(name: "FlowStatistics", targets: ["FlowStatistics"]),
        .library(name: "FlowVitals", targets: ["FlowVitals"]),
        .library(name: "FlowCompare", targets: ["FlowCompare"]),
        .library(name: "FlowKit", targets: ["FlowKit"]),
    ],
    targets: [
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CISAL", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "FlowRecords", linkerSettings: libm),
        .target(name: "FlowStatistics", linkerSettings: libm),
        .target(name: "FlowDatabase", dependencies: ["FlowRecords", "CSQLite"], linkerSettings: libm),
        .target(
            name: "FlowImport", dependencies: ["FlowDatabase", "FlowRecords", "CZlib", "CISAL"], linkerSettings: libm),
        .target(name: "FlowFeatures", dependencies: ["FlowRecords"], linkerSettings: libm),
        .target(name: "FlowSimulation", dependencies: ["FlowDatabase", "FlowRecords"], linkerSettings: libm),
        .target(
            name: "FlowInference", dependencies: ["FlowStatistics", "FlowFeatures", "FlowRecords"], linkerSettings: libm
        ),
        .target(
            name: "FlowTrends", dependencies: ["FlowInference", "FlowScores", "FlowFeatures", "FlowRecords"],
            linkerSettings: libm),
        .target(
            name: "FlowScores", dependencies: ["FlowStatistics", "FlowFeatures", "FlowRecords"], linkerSettings: libm),
        // Tonight's sleep need, bedtime and chronotype: pure, like the modules an app embeds.
        .target(
            name: "FlowTonight", dependencies: ["FlowScores", "FlowFeatures", "FlowRecords"], linkerSettings: libm),
        .target(name: "FlowVitals", dependencies: ["FlowFeatures", "FlowRecords"], linkerSettings: libm),
        // This morning in one screen: the parts other modules compute, gathered, and the cards.
        .target(
            name: "FlowMorning",
            dependencies: ["FlowTonight", "FlowVitals", "FlowScores", "FlowInference", "FlowFeatures", "FlowRecords"],
            linkerSettings: libm),
        .target(
            name: "FlowGarden", dependencies: ["FlowInference", "FlowFeatures", "FlowRecords"], linkerSettings: libm),
        // A device's own scores beside flow's: pure, like the modules an app embeds.
        .target(
            name: "FlowCompare",
            dependencies: ["FlowScores", "FlowInference", "FlowStatistics", "FlowFeatures", "FlowRecords"],
            linkerSettings: libm),
        .target(
            name: "FlowReport",
            dependencies: [
                "FlowMorning", "FlowCompare", "FlowScores", "FlowTonight", "FlowVitals", "FlowGarden", "FlowTrends",
                "FlowInference",
                "FlowStatistics",
                "FlowFeatures",
                "FlowRecords",
            ],
            linkerSettings: libm),
        .target(
            name: "FlowKit",
            dependencies: [
                "FlowMorning", "FlowCompare", "FlowReport", "FlowScores", "FlowTonight", "FlowVitals", "FlowGarden",
                "FlowTrends",
                "FlowInference",
                "FlowFeatures",
                "FlowRecords",
            ],
            linkerSettings: libm
        ),
        .target(
            name: "FlowTraining", dependencies: ["FlowInference", "FlowStatistics", "FlowFeatures", "FlowRecords"],
            // LAPACK is opened at run time (LAPACK.swift), not linked; libdl for glibc before 2.34.
            linkerSettings: libm + [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The use cases: one per command, loading a history and returning values; Foundation allowed.
        .target(
            name: "FlowApp",
            dependencies: [
                "FlowCompare", "FlowKit", "FlowImport", "FlowTraining", "FlowDatabase", "FlowReport", "FlowScores",
                "FlowMorning", "FlowTonight", "FlowVitals",
                "FlowInference", "FlowStatistics", "FlowFeatures", "FlowSimulation", "FlowRecords",
            ],
            linkerSettings: libm
        ),
        .target(
            name: "FlowCommandLine",
            dependencies: [
                "FlowApp", "FlowCompare",
                "FlowKit", "FlowRecords", "FlowImport", "FlowFeatures", "FlowSimulation", "FlowInference", "FlowTrends",
                "FlowGarden", "FlowScores", "FlowMorning", "FlowTonight", "FlowVitals", "FlowReport", "FlowTraining",
                "FlowDatabase",
                "FlowStatistics",
            ],
            linkerSettings: libm
        ),
        .executableTarget(name: "flow", dependencies: ["FlowCommandLine"]),
        .executableTarget(
            name: "flow-benchmark",
            dependencies: [
                "FlowApp", "FlowCompare", "FlowTraining", "FlowTrends", "FlowGarden", "FlowScores", "FlowReport",
                "FlowInference", "FlowFeatures", "FlowImport", "FlowRecords", "FlowSimulation",
            ]
        ),
        .target(
            name: "FlowTestSupport",
            dependencies: ["FlowRecords", "FlowImport", "FlowFeatures", "FlowInference"],
            path: "Tests/FlowTestSupport"
        ),
        tests("FlowRecordsTests", ["FlowRecords"]),
        tests("FlowStatisticsTests", ["FlowStatistics"]),
        tests("FlowImportTests", ["FlowImport", "FlowSimulation", "FlowDatabase"]),
        tests("FlowFeaturesTests", ["FlowFeatures", "FlowImport"]),
        tests("FlowInferenceTests", ["FlowInference", "FlowStatistics", "FlowImport"]),
        tests(
            "FlowTrainingTests", ["FlowTraining", "FlowInference", "FlowStatistics", "FlowImport", "FlowSimulation"]),
        tests(
            "FlowReportTests",
            ["FlowReport", "FlowKit", "FlowInference", "FlowStatistics", "FlowGarden", "FlowFeatures"]),
        tests("FlowScoresTests", ["FlowScores"]),
        tests("FlowVitalsTests", ["FlowVitals"]),
        tests("FlowTonightTests", ["FlowTonight", "FlowScores"]),
        tests(
            "FlowMorningTests",
            ["FlowMorning", "FlowTonight", "FlowVitals", "FlowScores", "FlowInference", "FlowStatistics"]),
        tests("FlowDatabaseTests", ["FlowDatabase"]),
        tests("FlowGardenTests", ["FlowGarden", "FlowInference", "FlowImport", "FlowSimulation"]),
        tests("FlowTrendsTests", ["FlowTrends", "FlowScores", "FlowInference"]),
        tests("FlowCompareTests", ["FlowCompare", "FlowScores", "FlowInference", "FlowStatistics"]),
        tests("FlowKitTests", ["FlowKit", "FlowScores", "FlowInference", "FlowTrends", "FlowTonight"]),
        tests(
            "FlowAppTests",
            [
                "FlowApp", "FlowKit", "FlowInference", "FlowTraining", "FlowImport", "FlowSimulation", "FlowDatabase",
                "FlowVitals", "FlowStatistics", "FlowScores", "FlowTonight", "FlowMorning",
            ]),
        tests("FlowSimulationTests", ["FlowSimulation", "FlowImport", "FlowDatabase"]),
        tests(
            "FlowCommandLineTests",
            [
                "FlowCommandLine", "FlowSimulation", "FlowInference", "FlowDatabase", "FlowApp", "FlowCompare",
                "FlowGarden",
                "FlowTrends", "FlowVitals", "FlowKit", "FlowTraining", "FlowStatistics", "FlowScores", "FlowTonight",
                "FlowMorning",
            ]),
    ]
)
