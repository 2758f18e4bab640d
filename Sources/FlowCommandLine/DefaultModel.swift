/// The shipped model, Models/default.json, embedded by Scripts/embed-default-model.sh.
enum DefaultModel {
    /// Where the embedded text came from.
    static let path = "Models/default.json"
    /// The model file text, byte for byte.
    static let text = #"""
{
  "format": "flow-model",
  "version": 1,
  "tool_version": "0.1.0",
  "target": {
    "name": "stress",
    "lo": 1,
    "hi": 5,
    "direction": "higher-is-worse"
  },
  "intercept": 2.8829168489493284,
  "lambda": 10,
  "features": [
    {
      "name": "sleep_hours",
      "mean": 7.271856287425142,
      "sd": 1.1069281852652992,
      "weight": -0.4100902398313573
    },
    {
      "name": "sleep_efficiency",
      "mean": 0.9391216751542633,
      "sd": 0.036933982424892695,
      "weight": 0.007404974877526911
    },
    {
      "name": "deep_share",
      "mean": 0.13196132617018308,
      "sd": 0.028821059808541636,
      "weight": -0.04124581118318492
    },
    {
      "name": "rem_share",
      "mean": 0.25043395937575125,
      "sd": 0.03360199688044741,
      "weight": -0.08228071414686981
    },
    {
      "name": "wake_count",
      "mean": 1.2694610778443114,
      "sd": 1.0322342462535279,
      "weight": 0.009512171280603592
    },
    {
      "name": "sleep_regularity",
      "mean": 44.15223238736047,
      "sd": 12.20257809009733,
      "weight": 0.03470000357030583
    },
    {
      "name": "steps",
      "mean": 14188.800692426223,
      "sd": 4418.949640820899,
      "weight": -0.003076416922058049
    },
    {
      "name": "active_hours",
      "mean": 9.053892215568862,
      "sd": 2.1488508697910356,
      "weight": -0.013715165801487692
    },
    {
      "name": "rhr_delta",
      "mean": -0.004491017964071856,
      "sd": 2.3423923664520445,
      "weight": 0.048530362039112866
    },
    {
      "name": "hrv_ratio",
      "mean": -0.026347821627441644,
      "sd": 0.2989720537400505,
      "weight": -0.3320809270878326
    },
    {
      "name": "sleeping_hr",
      "mean": 55.28035628843825,
      "sd": 2.947215074557423,
      "weight": 0.13767515413890394
    },
    {
      "name": "strain_load",
      "mean": 28.961077844311383,
      "sd": 46.911173489499305,
      "weight": 0.08283236821692798
    }
  ],
  "flags": [
    {
      "name": "sleep_missing",
      "weight": -0.030274886455988956
    },
    {
      "name": "stages_missing",
      "weight": -0.028979438478594653
    },
    {
      "name": "history_missing",
      "weight": 0.05315730700563197
    },
    {
      "name": "steps_missing",
      "weight": 0.001421540729198604
    },
    {
      "name": "rhr_missing",
      "weight": 0.036055991492512485
    },
    {
      "name": "hrv_missing",
      "weight": -0.034986134974717975
    },
    {
      "name": "sleeping_hr_missing",
      "weight": -0.04945646351543495
    },
    {
      "name": "strain_missing",
      "weight": -0.037606597200413344
    },
    {
      "name": "baseline_missing",
      "weight": 0.07028914253996348
    }
  ],
  "dropped": [],
  "settings": {
    "window_days": 14,
    "min_observations": 5,
    "max_hr": 190,
    "sleep_need_hours": 8,
    "clamps": {
      "sleep_hours": [0, 16],
      "in_bed_hours": [0, 20],
      "sleep_efficiency": [0, 1],
      "deep_share": [0, 1],
      "rem_share": [0, 1],
      "wake_count": [0, 60],
      "sleep_midpoint": [-12, 18],
      "sleep_regularity": [0, 360],
      "sleep_debt": [0, 6],
      "nap_minutes": [0, 300],
      "steps": [0, 100000],
      "active_hours": [0, 24],
      "movement_spread": [0, 1],
      "resting_hr": [30, 140],
      "rhr_delta": [-40, 40],
      "hrv_sdnn": [5, 300],
      "hrv_ratio": [-2, 2],
      "sleeping_hr": [30, 140],
      "strain_load": [0, 2000]
    },
    "baselines": {
      "sleep_hours": 7,
      "in_bed_hours": 7.75,
      "sleep_efficiency": 0.9,
      "deep_share": 0.15,
      "rem_share": 0.22,
      "wake_count": 2,
      "sleep_midpoint": 3.5,
      "sleep_regularity": 45,
      "sleep_debt": 3,
      "nap_minutes": 0,
      "steps": 7000,
      "active_hours": 8,
      "movement_spread": 0.6,
      "resting_hr": 60,
      "rhr_delta": 0,
      "hrv_sdnn": 45,
      "hrv_ratio": 0,
      "sleeping_hr": 58,
      "strain_load": 60
    }
  },
  "training": {
    "days": 167,
    "first": "2026-01-02",
    "last": "2026-06-29",
    "r2": 0.7252523087773357,
    "rmse": 0.3785505130374761,
    "mae": 0.30209878488044023,
    "cv_rmse": 0.445267398541889
  }
}
"""#
}
