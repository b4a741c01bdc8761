use std::process::ExitCode;

pub fn run() -> anyhow::Result<ExitCode> {
    anyhow::bail!("not built yet")
}
