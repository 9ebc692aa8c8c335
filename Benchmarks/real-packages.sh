# What Benchmarks/mutate-real.sh and operators-real.sh share, sourced by both so that they
# measure the same code the same way: the public code bases (this machine's copies in
# /opt/swift-packages, at a listed version, and each folder in PORTS), how a fresh copy of one
# is made, and how `vipkit mutate` is run and timed on it. Needs $vipkit and $work.

# name, where it comes from (owner/repo@version, or a folder), then the --file globs.
bases=(
  "swift-algorithms|apple/swift-algorithms@1.2.1|Sources/Algorithms/Chunked.swift Sources/Algorithms/Rotate.swift Sources/Algorithms/Partition.swift Sources/Algorithms/Trim.swift"
  "Plot|JohnSundell/Plot@0.14.0|"
  "swift-argument-parser|apple/swift-argument-parser@1.8.2|Sources/ArgumentParser/Completions/BashCompletionsGenerator.swift Sources/ArgumentParser/Completions/FishCompletionsGenerator.swift Sources/ArgumentParser/Completions/ZshCompletionsGenerator.swift"
)
IFS=: read -r -a ports <<<"${PORTS:-}"
for port in "${ports[@]}"; do
  [ -n "$port" ] && bases+=("$(basename "$port")|$port|")
done

fetch() { # source folder: a listed package at its version, or a copy of a port
  if [[ $1 == */*@* ]]; then
    [ -d "/opt/swift-packages/${1%@*}.git" ] || return 1
    mkdir -p "$2"
    git -C "/opt/swift-packages/${1%@*}.git" archive "${1#*@}" | tar -x -C "$2"
  else
    cp -R "$1" "$2"
    rm -rf "$2/.build"
  fi
}

run() { # name folder globs [options…]: runs mutate, leaves $work/<name>.json, prints seconds
  local name=$1 folder=$2 globs=$3 start end
  shift 3
  local files=()
  for glob in $globs; do files+=(--file "$glob"); done
  start=$(date +%s.%N)
  (cd "$folder" && "$vipkit" mutate . ${files[@]+"${files[@]}"} "$@" --format json \
    -o "$work/$name.json" 2>"$work/$name.log") || true
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}
