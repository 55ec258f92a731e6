import { spawnSync } from "node:child_process";

/** True when a command is on the PATH. */
export function has(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/**
 * Installs a Debian package with apt-get (as root, or through sudo) for a tool the project's checks need.
 * Returns false when apt is not usable here or the install failed.
 */
export function aptInstall(pkg: string): boolean {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!has("apt-get") || !(isRoot || has("sudo"))) return false;
  const apt = (args: string[]) =>
    spawnSync(isRoot ? "apt-get" : "sudo", [...(isRoot ? [] : ["apt-get"]), ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  console.info(`Installing Debian's ${pkg} (apt-get install ${pkg})...`);
  apt(["update"]);
  return apt(["install", "-y", "--no-install-recommends", pkg]);
}
