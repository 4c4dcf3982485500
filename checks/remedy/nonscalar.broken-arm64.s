# RUN: not FileCheck %S/nonscalar.check --input-file=%s --check-prefixes=CHECK,ONCE-ARM64 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-ARM64{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# once_wait from gcc-12/aarch64/O2, hand-broken: the load of *pmdp hoisted out of the loop, as
# GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then spins on the value
# first seen. No ARM64 config does this (Clang -O0 calls memcpy instead); this shows
# the ONCE-ARM64 checks would catch it.
# The plain function's label opens the block before once's; no ONCE-ARM64 check reads it.
plain_wait:
once_wait:
	mov	x1, x0
	ldr	x0, [x1]
.L7:
	cbz	x0, .L7
	ret
