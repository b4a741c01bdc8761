//! The few statistics an arena report needs.

/// 95% Wilson score interval of a proportion: `successes` (fractional for split ties) out of
/// `trials`. Unlike the normal approximation it stays within 0..1 and behaves near 0% and 100%.
pub fn wilson(successes: f64, trials: usize) -> (f64, f64) {
    if trials == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054;
    let n = trials as f64;
    let p = (successes / n).clamp(0.0, 1.0);
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The `q`-quantile (0..1) by the nearest-rank method; 0 for no data.
pub fn percentile(values: &[f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

pub fn mean(values: &[f64]) -> f64 {
    if values.is_empty() {
        0.0
    } else {
        values.iter().sum::<f64>() / values.len() as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_known_values() {
        let (lo, hi) = wilson(80.0, 100);
        assert!((lo - 0.7112).abs() < 1e-3, "{lo}");
        assert!((hi - 0.8666).abs() < 1e-3, "{hi}");
        let (lo, hi) = wilson(0.0, 10);
        assert_eq!(lo, 0.0);
        assert!(hi > 0.25 && hi < 0.35);
        assert_eq!(wilson(1.0, 0), (0.0, 1.0));
    }

    #[test]
    fn nearest_rank_percentile() {
        let v: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(percentile(&v, 0.95), 95.0);
        assert_eq!(percentile(&[3.0], 0.95), 3.0);
        assert_eq!(percentile(&[], 0.95), 0.0);
        assert_eq!(mean(&[1.0, 2.0, 6.0]), 3.0);
    }
}
