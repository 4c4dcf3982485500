# once_walk from clang-19/s390x/O1, broken by hand: the load doubled in the retry loop. The splitting test
# reads one pmd (%r1), the walk uses another (%r3): the pmd walked may be a splitting one. No S390X config
# shows a hazard in this case: this shows that the once checks would catch it. plain_walk's and today_walk's
# bodies are cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/s390x/O1 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-S390X --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.text
	.file	"pmd-walk.c"
	.globl	plain_walk                      # -- Begin function plain_walk
	.p2align	4
	.type	plain_walk,@function
plain_walk:                             # @plain_walk
	br	%r14
.Lfunc_end0:
	.size	plain_walk, .Lfunc_end0-plain_walk
                                        # -- End function
	.globl	once_walk                       # -- Begin function once_walk
	.p2align	4
	.type	once_walk,@function
once_walk:                              # @once_walk
# %bb.0:
.LBB1_1:                                # =>This Inner Loop Header: Depth=1
	lg	%r1, 0(%r2)
	lg	%r3, 0(%r2)
	tmll	%r1, 1
	jne	.LBB1_1
# %bb.2:
	#APP
	#NO_APP
	cgije	%r3, 0, .LBB1_4
# %bb.3:
	risbg	%r2, %r3, 51, 188, 54
	lg	%r2, 0(%r2,%r3)
	br	%r14
.LBB1_4:
	lghi	%r2, 0
	br	%r14
.Lfunc_end1:
	.size	once_walk, .Lfunc_end1-once_walk
                                        # -- End function
	.globl	today_walk
	.type	today_walk, @function
today_walk:
	br	%r14
	.size	today_walk, .-today_walk
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
