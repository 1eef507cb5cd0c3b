-- wrk script of the bench: requests rotate over the paths given after "--" (or the URL's own path), an optional
-- "--vary=name=token" adds a query parameter never seen before to each request, and the summary is one JSON line.
local paths = {}
local vary = nil
thread_id = 0 -- set by setup() in each thread
local counter = 0
local threads = {}

function setup(thread)
  thread:set("thread_id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  for _, arg in ipairs(args) do
    if arg:sub(1, 7) == "--vary=" then vary = arg:sub(8) else table.insert(paths, arg) end
  end
  if #paths == 0 then table.insert(paths, wrk.path) end
  -- threads start at different places in the rotation
  counter = thread_id * 7
end

function request()
  counter = counter + 1
  local path = paths[(counter % #paths) + 1]
  if vary then
    local sep = path:find("?", 1, true) and "&" or "?"
    path = path .. sep .. vary .. "-" .. thread_id .. "-" .. counter
  end
  return wrk.format(nil, path)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\n{"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50_us":%d,"p99_us":%d,"max_us":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
