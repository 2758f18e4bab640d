#!/usr/bin/env bash
# Embeds Models/default.json into the flow binary (Sources/FlowCommandLine/DefaultModel.swift),
# so `flow predict` finds the shipped model from any working directory. Run after retraining;
# a test fails when the two differ.
set -euo pipefail
cd "$(dirname "$0")/.."
{
  echo '/// The shipped model, Models/default.json, embedded by Scripts/embed-default-model.sh.'
  echo 'enum DefaultModel {'
  echo '    /// Where the embedded text came from.'
  echo '    static let path = "Models/default.json"'
  echo '    /// The model file text, byte for byte.'
  echo '    static let text = #"""'
  cat Models/default.json
  echo '"""#'
  echo '}'
} > Sources/FlowCommandLine/DefaultModel.swift
