// `npm run cluster -- --instances N --port P`: how many API instances, and the proxy's port (the
// instances take the ports right after it).

export interface ClusterOptions {
  instances: number;
  port: number;
}

function whole(flag: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${flag} needs a whole number ≥ ${min}, got ${value ?? "nothing"}`);
  return n;
}

export function parseClusterOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): ClusterOptions {
  const options: ClusterOptions = { instances: 2, port: env.PORT ? whole("PORT", env.PORT, 1) : 3000 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = () => inline ?? argv[++i];
    if (flag === "--instances" || flag === "-n") options.instances = whole(flag, value(), 1);
    else if (flag === "--port" || flag === "-p") options.port = whole(flag, value(), 1);
    else throw new Error(`Unknown option ${argv[i]} (options: --instances N, --port P)`);
  }
  if (options.port + options.instances > 65535)
    throw new Error(`Ports ${options.port}..${options.port + options.instances} do not all exist`);
  return options;
}
