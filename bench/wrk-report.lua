-- wrk script of the bench: requests rotate over the paths given after "--" (or the URL's own path), an optional
-- "--user-agent-file=path" sends that file's text as the User-Agent (too long for a command line), and the summary
-- is one JSON line.
local paths = {}
thread_id = 0 -- set by setup() in each thread
local counter = 0
local threads = {}

function setup(thread)
  thread:set("thread_id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  for _, arg in ipairs(args) do
    if arg:sub(1, 18) == "--user-agent-file=" then
      local file = assert(io.open(arg:sub(19), "rb"))
      wrk.headers["User-Agent"] = file:read("*a")
      file:close()
    else
      table.insert(paths, arg)
    end
  end
  if #paths == 0 then table.insert(paths, wrk.path) end
  -- threads start at different places in the rotation
  counter = thread_id * 7
end

function request()
  counter = counter + 1
  return wrk.format(nil, paths[(counter % #paths) + 1])
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\n{"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50_us":%d,"p99_us":%d,"max_us":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
