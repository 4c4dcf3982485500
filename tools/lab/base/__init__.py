"""The base floor: where things are (paths, the corpus model), reading and writing files, words and the terminal,
programs run with a deadline, LLVM's tools, and what make check's build keeps for every process."""
