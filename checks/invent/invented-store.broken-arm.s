# RUN: not FileCheck %S/invented-store.check --input-file=%s --check-prefixes=CHECK,ONCE-ARM 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-ARM{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# gcc-12/arm/O2 once_record, hand-broken: 'it lt' removed and strlt made str, so last_error is stored on
# every trip round the loop, where the source stores it only for a negative code. Every ARM hazard config
# stores after the loop; this shows the check that the store is guarded by the sign bites too.
# The plain function's label opens the block before once's; no ONCE-ARM check reads it.
plain_record:
once_record:
	ldr	r3, [r0]
	cbz	r3, .L14
	movw	r2, #:lower16:.LANCHOR0
	movt	r2, #:upper16:.LANCHOR0
.L17:
	cmp	r3, #0
	str	r3, [r2]
	ldr	r3, [r0, #4]!
	cmp	r3, #0
	bne	.L17
.L14:
	bx	lr
